import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpSms, renderSmsBody, SmsDeliveryError } from './http.ts';

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A local fake SMS provider that records what it receives. */
async function fakeProvider(status = 200) {
  const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, received };
}

describe('HTTP SMS provider', () => {
  it('posts the configured body shape with the bearer token', async () => {
    const provider = await fakeProvider();
    const sms = new HttpSms({
      url: provider.url,
      token: 'tok',
      sender: 'FairFare',
      bodyTemplate: '{"msisdn":"{{to}}","message":"{{text}}","from":"{{from}}"}',
    });
    await sms.send('+15195550100', 'Your code is "123456"');
    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]?.headers.authorization).toBe('Bearer tok');
    expect(JSON.parse(provider.received[0]?.body ?? '')).toEqual({
      msisdn: '+15195550100',
      message: 'Your code is "123456"',
      from: 'FairFare',
    });
  });

  it('fails loudly when the provider refuses', async () => {
    const provider = await fakeProvider(503);
    const sms = new HttpSms({
      url: provider.url,
      sender: 'FairFare',
      bodyTemplate: '{"to":"{{to}}"}',
    });
    await expect(sms.send('+1', 'x')).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('escapes values so that a message cannot break the JSON', () => {
    const body = renderSmsBody('{"t":"{{text}}"}', { to: '', from: '', text: 'a"b\\c\n' });
    expect(JSON.parse(body)).toEqual({ t: 'a"b\\c\n' });
  });
});
