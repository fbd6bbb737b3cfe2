import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Nominatim: answers each request (`/search`, or `/reverse` for a point) with
 * the handler's status and body (and `location`, for a redirect).
 */
export async function fakeGeocoder(
  handler: (url: URL) => { status?: number; body: unknown; delayMs?: number; location?: string },
): Promise<{ url: string; requests: URL[]; close(): Promise<void> }> {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const { status = 200, body, delayMs = 0, location } = handler(url);
    setTimeout(() => {
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(location ? { location } : {}),
      });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search?format=json`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
