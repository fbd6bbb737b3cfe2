import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsListen {
  port: number;
  host: string;
  /** Asked as `Authorization: Bearer <token>` when set. */
  token?: string;
}

export interface Exposition {
  contentType: string;
  /** The whole text exposition (one registry, or the primary's sum of its workers'). */
  render(): Promise<string>;
}

export interface MetricsServer {
  /** The port it listens on (the one chosen by the system when asked for 0). */
  port: number;
  close(): Promise<void>;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics on a port of its own (METRICS_PORT, loopback by default, decision 031): the public
 * port never serves it, so a balancer or a CDN cannot expose it by mistake. Nothing else here.
 */
export async function listenForMetrics(
  listen: MetricsListen,
  exposition: Exposition,
  log: { error: (obj: object, msg: string) => void },
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (listen.token && !tokenMatches(req.headers.authorization, listen.token)) {
      res
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('Unauthorized\n');
      return;
    }
    exposition.render().then(
      (body) => res.writeHead(200, { 'content-type': exposition.contentType }).end(body),
      (err: unknown) => {
        log.error({ err }, 'metrics: could not render the exposition');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
