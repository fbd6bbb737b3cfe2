import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { HSTS } from '../testing/haproxy.ts';
import { HAPROXY, startBalancer, type Balancer } from '../testing/topology.ts';
import { send } from './helpers/raw-request.ts';

/**
 * The balancer's edge (decision 048) with HAProxy itself in front of two stand-in instances that
 * count what reaches them: TLS, the redirect, HSTS, X-Forwarded-Proto, request ids, and retries
 * that never run a POST twice. The real service behind it is the topology test's
 * (test/topology/edge.topology.test.ts).
 */

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * A stand-in instance: ready on GET /api/ready; every other request is noted, then
 * `/work/ok` answers 200 with the headers it got, `/work/empty` closes the connection without
 * a byte (an instance killed in the middle), `/work/503` answers 503 after the work.
 */
async function standIn(seen: Seen[]) {
  const server = createServer((req, res) => {
    if (req.url === '/api/ready') return res.end('{"status":"ok"}');
    req.resume();
    req.on('end', () => {
      seen.push({ method: req.method!, path: req.url!, headers: req.headers });
      if (req.url === '/work/empty') return req.socket.destroy();
      res.statusCode = req.url === '/work/503' ? 503 : 200;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.headers));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe.runIf(existsSync(HAPROXY))('the balancer (HAProxy, TLS)', () => {
  const seen: Seen[] = [];
  let balancer: Balancer;
  let dir: string;
  const servers: Array<Awaited<ReturnType<typeof standIn>>> = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ff-balancer-'));
    servers.push(await standIn(seen), await standIn(seen));
    balancer = await startBalancer({
      dir,
      servers: servers.map((s, i) => ({ name: `app${i + 1}`, address: `127.0.0.1:${s.port}` })),
      tls: true,
    });
  });
  afterAll(async () => {
    await balancer?.stop();
    for (const s of servers) s.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const https = (path: string, init: Parameters<typeof send>[1] = {}) =>
    send(balancer.url + path, { ...init, ca: balancer.certificate! });

  it('serves HTTPS with the certificate, sends HSTS, and tells the instance the connection was https', async () => {
    // A client's own X-Forwarded-Proto is never believed.
    const answer = await https('/work/ok', { headers: { 'x-forwarded-proto': 'http' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe(HSTS);
    const forwarded = JSON.parse(answer.body) as IncomingHttpHeaders;
    expect(forwarded['x-forwarded-proto']).toBe('https');
    expect(forwarded['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('redirects plain HTTP to the same address over HTTPS, without reaching an instance', async () => {
    const before = seen.length;
    const answer = await send(`${balancer.httpUrl}/trips?x=1`, {
      headers: { host: `127.0.0.1:${new URL(balancer.httpUrl).port}` },
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${balancer.url}/trips?x=1`);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(seen.length).toBe(before);
  });

  it('passes a well-formed X-Request-ID on and returns it, logging it in the access log', async () => {
    const id = 'trace-0123456789abcdef';
    const answer = await https('/work/ok', { headers: { 'x-request-id': id } });
    expect(answer.headers['x-request-id']).toBe(id);
    expect((JSON.parse(answer.body) as IncomingHttpHeaders)['x-request-id']).toBe(id);
    await expect.poll(() => balancer.balancerOutput()).toContain(`request_id=${id}`);
    expect(balancer.balancerOutput()).toMatch(
      new RegExp(`"GET /work/ok HTTP/[\\d.]+" request_id=${id}`),
    );
  });

  it('makes an id when none or a malformed one comes, the same for the instance and the client', async () => {
    for (const headers of [
      {},
      { 'x-request-id': 'bad id "with quotes"' },
      { 'x-request-id': 'short' },
    ] as Array<Record<string, string>>) {
      const answer = await https('/work/ok', { headers });
      const made = answer.headers['x-request-id'] as string;
      expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect((JSON.parse(answer.body) as IncomingHttpHeaders)['x-request-id']).toBe(made);
    }
  });

  it('never sends a POST again after an instance took it: an empty answer or a 503 reaches the client', async () => {
    for (const path of ['/work/empty', '/work/503']) {
      for (let n = 0; n < 6; n++) {
        const id = `post-${path.slice(6)}-${n}-0123456789`;
        const answer = await https(path, {
          method: 'POST',
          headers: { 'x-request-id': id, 'content-type': 'application/json' },
          body: '{"pay":1}',
        });
        expect(answer.status).toBe(path === '/work/503' ? 503 : 502);
        // run exactly once: by whichever instance took it, never by a second one
        expect(seen.filter((s) => s.headers['x-request-id'] === id)).toHaveLength(1);
      }
    }
  });

  it('still tries a GET on another instance when one answered nothing', async () => {
    const id = 'get-empty-0123456789';
    const answer = await https('/work/empty', { headers: { 'x-request-id': id } });
    expect(answer.status).toBe(502); // both stand-ins answer nothing on this path
    expect(seen.filter((s) => s.headers['x-request-id'] === id).length).toBeGreaterThan(1);
  });
});
