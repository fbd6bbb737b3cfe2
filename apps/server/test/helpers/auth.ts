import type { FastifyInstance } from 'fastify';
import { API_BASE, endpoints } from '@fairfare/contracts/api';

/** The newest one-time code the dev outbox holds for a phone. */
export async function codeFromOutbox(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(to)}` });
  const text: string | undefined = res.json().messages[0]?.text;
  const code = text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export function cookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === 'ff_session');
  if (!cookie) throw new Error('no session cookie was set');
  return `ff_session=${cookie.value}`;
}

let nextIp = 1;
/** Registers a rider through the real API and returns their user id and session cookie. */
export async function registerRider(
  app: FastifyInstance,
  phone: string,
  first = 'Test',
  client: 'web' | 'app' = 'web',
) {
  const remoteAddress = `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  const url = API_BASE + endpoints.users.registration;
  const sent = await app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: {
      step: 'request',
      first_name: first,
      last_name: 'Rider',
      email: '',
      phone_code: '+1',
      phone,
      accept_terms: true,
    },
  });
  if (sent.statusCode !== 200) throw new Error(`registration request failed: ${sent.body}`);
  const code = await codeFromOutbox(app, `+1${phone}`);
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: { step: 'verify', phone_code: '+1', phone, code, client },
  });
  if (res.statusCode !== 200) throw new Error(`registration verify failed: ${res.body}`);
  const body = res.json().response;
  return {
    userId: body.user_id as number,
    cookie: client === 'web' ? cookieOf(res) : '',
    apiKey: body.api_key as string | undefined,
  };
}
