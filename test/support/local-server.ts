// A local HTTP server (127.0.0.1, a free port) standing in for Scryfall or MTGJSON in tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Runs fn with the server's base URL; the handler gets the same base for links it answers with. */
export async function withLocalServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse, base: string) => void,
  fn: (base: string) => Promise<void>,
): Promise<void> {
  const server = http.createServer((req, res) => handler(req, res, `http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections?.();
    await new Promise((r) => server.close(r));
  }
}
