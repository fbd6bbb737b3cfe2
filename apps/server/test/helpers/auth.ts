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

/** A client address of its own, so that per-address code limits never join two tests. */
function freshAddress(prefix: string): string {
  return `${prefix}.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
}

/**
 * The two steps of a code login (registration, rider or driver login) through the real API:
 * ask for a code with `request`, read it from the dev outbox, verify it. Returns the verify
 * answer.
 */
export async function signInWithCode(
  app: FastifyInstance,
  path: string,
  phone: string,
  request: Record<string, unknown>,
  client: 'web' | 'app',
  addressPrefix: string,
) {
  const remoteAddress = freshAddress(addressPrefix);
  const url = API_BASE + path;
  const base = { phone_code: '+1', phone };
  const sent = await app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: { step: 'request', ...base, ...request },
  });
  if (sent.statusCode !== 200) throw new Error(`code request to ${path} failed: ${sent.body}`);
  const code = await codeFromOutbox(app, `+1${phone}`);
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: { step: 'verify', ...base, code, client },
  });
  if (res.statusCode !== 200) throw new Error(`code verify at ${path} failed: ${res.body}`);
  return res;
}

/** Registers a rider through the real API and returns their user id and session cookie. */
export async function registerRider(
  app: FastifyInstance,
  phone: string,
  first = 'Test',
  client: 'web' | 'app' = 'web',
) {
  const res = await signInWithCode(
    app,
    endpoints.users.registration,
    phone,
    { first_name: first, last_name: 'Rider', email: '', accept_terms: true },
    client,
    '10.9',
  );
  const body = res.json().response;
  return {
    userId: body.user_id as number,
    cookie: client === 'web' ? cookieOf(res) : '',
    apiKey: body.api_key as string | undefined,
  };
}
