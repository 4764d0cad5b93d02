import { createServer } from 'node:net';

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port a test may listen on a moment later, named before the server exists (a sandbox must know
 * the API's address first). Chosen below the kernel's ephemeral range (32768 and up), where the
 * database connections of tests running beside it take their local ports, and at random, so two
 * test files asking at once do not get the same one.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
}
