import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { HSTS } from '../../testing/haproxy.ts';
import { startTopology, type Topology } from '../../testing/topology.ts';
import { send } from '../helpers/raw-request.ts';

/**
 * The edge as deployed (decision 048), over the real topology: the service behind HAProxy with a
 * throw-away certificate. HTTPS works, HTTP redirects, HSTS is sent, the session cookie is Secure
 * (the instance believes the balancer's X-Forwarded-Proto), and a request id sent by the client
 * reaches the instance's log. Run by `npm run test:topology`.
 */
describe('HTTPS at the balancer, in front of the service', () => {
  let topology: Topology;
  let site: string;

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'ff-edge-site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>FairFare</title>');
    topology = await startTopology({
      instances: 1,
      tls: true,
      webDistDir: site,
      env: { SIMULATOR: 'off', LOG_LEVEL: 'info' },
    });
  }, 180_000);
  afterAll(async () => {
    await topology?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  const api = (path: string, body: object, headers: Record<string, string> = {}) =>
    send(topology.url + API_BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      ca: topology.certificate!,
    });

  it('signs a rider in over HTTPS with a Secure session cookie, HSTS, and the request id in the log', async () => {
    const phone = '5196660101';
    const rider = {
      phone_code: '+1',
      phone,
      first_name: 'Edge',
      last_name: 'Rider',
      email: '',
      accept_terms: true,
    };
    const asked = await api(endpoints.users.registration, { step: 'request', ...rider });
    expect(asked.status).toBe(200);
    expect(asked.headers['strict-transport-security']).toBe(HSTS);
    // the code, from the instance's development outbox (loopback only, so asked directly)
    const outbox = (await (
      await fetch(`${topology.instances[0]!.url}/api/dev/outbox?phone=%2B1${phone}`)
    ).json()) as { messages: Array<{ text: string }> };
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]!.text)![1];

    const id = 'edge-topology-0123456789';
    const verified = await api(
      endpoints.users.registration,
      { step: 'verify', ...rider, code, client: 'web' },
      { 'x-request-id': id },
    );
    expect(verified.status).toBe(200);
    const session = ([] as string[])
      .concat(verified.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('ff_session='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(verified.headers['x-request-id']).toBe(id);
    await expect.poll(() => topology.balancerOutput()).toContain(`request_id=${id}`);
    await expect
      .poll(() => topology.instances[0]!.output())
      .toMatch(new RegExp(`"reqId":"${id}".*"statusCode":200`));
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const answer = await send(`${topology.httpUrl}/ops`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${topology.url}/ops`);
  });
});
