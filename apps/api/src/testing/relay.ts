import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a server (PostgreSQL, the shop API) that can be cut and restored, as a
 * network failure or a restart would: open connections drop, new ones are refused. `address`
 * is the target's URL with the relay's host and port in its place.
 */
export async function relay(target: URL, defaultPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || defaultPort), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      // The same port again after a cut: clients reconnect where they were.
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  return {
    address: () => Object.assign(new URL(target), { host: `127.0.0.1:${port}` }).toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
    restore: listen,
  };
}
