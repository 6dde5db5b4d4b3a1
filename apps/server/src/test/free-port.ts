import { createServer } from 'node:net';

/**
 * A port nothing listens on now, for a program that cannot listen on port 0 and say which port it
 * got (HAProxy, redis-server, Prometheus, the SMTP sink that restarts where it was). The system
 * picks it, so parallel test files never draw the same one; between this probe closing and the
 * program binding it, only another program asking the system for a port could take it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
