import { buildApp } from './app';
import { loadConfig } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const { app, drain } = await buildApp(config);
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // A parent that started this process with an IPC channel learns where it listens: with PORT=0
  // (the test harness) the system picked the port.
  process.send?.({ listening: address });

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Readiness fails first and requests are still served while the load balancer notices; then
      // in-flight requests finish, and a stuck one cannot hold the process past the grace period.
      drain();
      setTimeout(() => process.exit(1), config.SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS).unref();
      const drained = new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
      drained
        .then(() => app.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
