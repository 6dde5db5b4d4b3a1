import net from 'node:net';

/**
 * A TCP proxy in front of a database, so a test can take the database away from the server (and
 * give it back) without stopping the machine's shared service.
 */
export async function startTcpProxy(target: { host: string; port: number }, listenPort = 0) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = listenPort;

  async function open() {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : port;
  }

  await open();
  return {
    get port() {
      return port;
    },
    /** Cuts every connection and refuses new ones, like a database that went down. */
    async cut() {
      const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
      server = null;
    },
    /** Accepts connections again on the same port. */
    restore: open,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
