import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LeanHttpPool, leanPost } from './lean-http.ts';

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;

const servers: http.Server[] = [];
const pools: LeanHttpPool[] = [];

async function serve(handler: Handler): Promise<{ pool: (size: number) => LeanHttpPool }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, body, res));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    pool: (size) => {
      const pool = new LeanHttpPool('127.0.0.1', port, size, 2_000);
      pools.push(pool);
      return pool;
    },
  };
}

afterEach(async () => {
  for (const pool of pools.splice(0)) pool.close();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const post = (body: string, headers: Record<string, string | undefined> = {}) =>
  leanPost('127.0.0.1', '/echo', body, headers);

describe('LeanHttpPool', () => {
  it('opens a new connection after an answer that closes its own', async () => {
    const { pool } = await serve((_req, body, res) => {
      res.setHeader('connection', 'close');
      res.setHeader('content-type', 'application/json');
      res.end(body);
    });
    const client = pool(1);
    // One connection at most: the second and third wait for the first's answer, and must not
    // be written to the socket the server is closing.
    const answers = await Promise.all(['1', '2', '3'].map((b) => client.request(post(b))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  });

  it('sends the headers and body, and reads the status and ETag of the answer', async () => {
    let seen: { method?: string; url?: string; body?: string; cookie?: string; match?: string } =
      {};
    const { pool } = await serve((req, body, res) => {
      seen = {
        method: req.method,
        url: req.url,
        body,
        cookie: req.headers.cookie,
        match: req.headers['if-none-match'],
      };
      res.setHeader('etag', '"v7"');
      res.end('{}');
    });
    const answer = await pool(1).request(
      post('{"a":1}', { cookie: 'sid=x', 'if-none-match': '"v6"' }),
    );
    expect(answer).toEqual({ status: 200, etag: '"v7"' });
    expect(seen).toEqual({
      method: 'POST',
      url: '/echo',
      body: '{"a":1}',
      cookie: 'sid=x',
      match: '"v6"',
    });
  });

  it('omits headers without a value', async () => {
    let seen: string | undefined = 'unset';
    const { pool } = await serve((req, _body, res) => {
      seen = req.headers['if-none-match'];
      res.end('ok');
    });
    await pool(1).request(post('{}', { 'if-none-match': undefined }));
    expect(seen).toBeUndefined();
  });

  it('reads a 304 without a body, then the next answer on the same connection', async () => {
    let n = 0;
    const ports = new Set<number>();
    const { pool } = await serve((req, _body, res) => {
      ports.add(req.socket.remotePort!);
      if (n++ === 0) {
        res.statusCode = 304;
        res.setHeader('etag', '"same"');
        res.end();
      } else res.end('second');
    });
    const client = pool(1);
    expect(await client.request(post('{}'))).toEqual({ status: 304, etag: '"same"' });
    expect(await client.request(post('{}'))).toEqual({ status: 200, etag: undefined });
    expect(ports.size).toBe(1);
  });

  it('waits for a body that arrives in several pieces', async () => {
    const { pool } = await serve((_req, _body, res) => {
      res.setHeader('content-length', 10);
      res.write('12345');
      setTimeout(() => res.end('67890'), 30);
    });
    const client = pool(1);
    const answers = await Promise.all([client.request(post('{}')), client.request(post('{}'))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
  });

  it('queues requests beyond its size, in order, on that many connections', async () => {
    const ports = new Set<number>();
    const order: string[] = [];
    const { pool } = await serve((req, body, res) => {
      ports.add(req.socket.remotePort!);
      order.push(body);
      setTimeout(() => res.end(body), 5);
    });
    const client = pool(2);
    const sent = Array.from({ length: 6 }, (_, i) => client.request(post(String(i))));
    expect(client.queued).toBe(4);
    await Promise.all(sent);
    expect(ports.size).toBe(2);
    expect(order).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(client.queued).toBe(0);
  });

  it('answers status 0 for a chunked answer or a dropped connection, and keeps serving', async () => {
    let n = 0;
    const { pool } = await serve((req, _body, res) => {
      n++;
      if (n === 1) {
        res.write('chunk'); // no length: sent chunked
        res.end();
      } else if (n === 2) req.socket.destroy();
      else res.end('fine');
    });
    const client = pool(1);
    expect((await client.request(post('{}'))).status).toBe(0);
    expect((await client.request(post('{}'))).status).toBe(0);
    expect((await client.request(post('{}'))).status).toBe(200);
  });
});
