import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { startTestApp } from '../../../test/helpers/app.ts';
import { codeFromOutbox, cookieOf } from '../../../test/helpers/auth.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';

const login = API_BASE + endpoints.users.login;
const registration = API_BASE + endpoints.users.registration;
const getUser = API_BASE + endpoints.users.get;
const caller = { ip: '10.0.0.1', device: '' };
const details = {
  first_name: 'Nadia',
  last_name: 'Haddad',
  email: '',
  accept_terms: true,
  language: 'fr',
};
const SIGNUP_EXPIRED = {
  code: 'auth.signupExpired',
  message: 'Your phone number check has expired. Please log in again to get a new code.',
};

/** Logs in with a new number through the API: asks a login code and verifies it. */
async function loginWithNewNumber(app: FastifyInstance, phone: string) {
  const base = { phone_code: '+1', phone };
  await app.inject({ method: 'POST', url: login, payload: { step: 'request', ...base } });
  const code = await codeFromOutbox(app, `+1${phone}`);
  const res = await app.inject({
    method: 'POST',
    url: login,
    payload: { step: 'verify', ...base, code },
  });
  expect(res.statusCode).toBe(200);
  return res.json().response as { account_needed: true; signup_token: string };
}

function complete(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: registration,
    payload: { step: 'complete', phone_code: '+1', ...details, ...payload },
  });
}

async function usersWithPhone(app: FastifyInstance, phone: string) {
  return app.db.selectFrom('users').selectAll().where('phone', '=', phone).execute();
}

describe.each(databaseKinds)('a new number at login (issue 26 point 6) on %s', (kind) => {
  it('creates the account with the code that proved the number: no second code, no retyping', async () => {
    const { app } = await startTestApp(kind);
    const answer = await loginWithNewNumber(app, '5195550601');
    expect(answer).toMatchObject({ account_needed: true, expires_in_seconds: 600 });
    expect(await usersWithPhone(app, '5195550601')).toHaveLength(0);

    const created = await complete(app, {
      phone: '5195550601',
      signup_token: answer.signup_token,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().response).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Haddad',
      phone: '5195550601',
      language: 'fr',
    });
    const me = await app.inject({
      method: 'POST',
      url: getUser,
      headers: { cookie: cookieOf(created) },
      payload: {},
    });
    expect(me.json().response).toMatchObject({ first_name: 'Nadia', phone: '5195550601' });
    // one text only: the login code
    const outbox = await app.inject({ url: '/api/dev/outbox?phone=%2B15195550601' });
    expect(outbox.json().messages).toHaveLength(1);
    // the token is kept hashed, like a code
    const kept = await app.db
      .selectFrom('phone_codes')
      .select('code_hash')
      .where('purpose', '=', 'signup')
      .executeTakeFirstOrThrow();
    expect(kept.code_hash).not.toContain(answer.signup_token);
  });

  it('cannot be replayed, used for another number, or used after it expired', async () => {
    let now = Date.now();
    const { app } = await startTestApp(kind);
    const first = await loginWithNewNumber(app, '5195550602');
    const made = await complete(app, { phone: '5195550602', signup_token: first.signup_token });
    expect(made.statusCode).toBe(200);

    // replayed: refused, and nothing changes (no second account, the name stays)
    const replay = await complete(app, {
      phone: '5195550602',
      signup_token: first.signup_token,
      first_name: 'Mallory',
    });
    expectFailed(replay, 400, SIGNUP_EXPIRED);
    const users = await usersWithPhone(app, '5195550602');
    expect(users.map((u) => u.first_name)).toEqual(['Nadia']);

    // another number's token: refused, no account for it
    const second = await loginWithNewNumber(app, '5195550603');
    const stolen = await complete(app, { phone: '5195550604', signup_token: second.signup_token });
    expectFailed(stolen, 400, SIGNUP_EXPIRED);
    expect(await usersWithPhone(app, '5195550604')).toHaveLength(0);

    // expired: the service's clock moves past the ten minutes
    const { completeSignup, verifyLogin, sendCode } = await import('./service.ts');
    const deps = {
      db: app.db,
      sms: app.sms,
      secret: 'test-secret-0123456789',
      codeLimits: { perPhoneHour: 5, perIpHour: 5 },
      now: () => now,
    };
    const phone = { phone_code: '+1', phone: '5195550605' };
    await sendCode(deps, { ...phone, purpose: 'login', ip: caller.ip });
    const code = await codeFromOutbox(app, '+15195550605');
    const result = await verifyLogin(deps, { ...phone, code, caller });
    if (!('accountNeeded' in result)) throw new Error('expected a signup token');
    now += 10 * 60_000 + 1;
    const signup = { ...details, ...phone, language: 'fr' as const, email: null };
    await expect(
      completeSignup(deps, { ...signup, signup_token: result.accountNeeded.signup_token, caller }),
    ).rejects.toMatchObject({ code: 'auth.signupExpired' });
    expect(await usersWithPhone(app, '5195550605')).toHaveLength(0);
  });

  it('asks for the name and the terms and keeps the token usable after a refusal', async () => {
    const { app } = await startTestApp(kind);
    const answer = await loginWithNewNumber(app, '5195550606');
    const token = { phone: '5195550606', signup_token: answer.signup_token };

    const noTerms = await complete(app, { ...token, accept_terms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().code).toBe('validation.termsRequired');
    const noName = await complete(app, { ...token, first_name: ' ' });
    expect(noName.json().code).toBe('validation.firstNameRequired');
    const malformed = await complete(app, { ...token, signup_token: '123456' });
    expectFailed(malformed, 400, SIGNUP_EXPIRED);
    expect(await usersWithPhone(app, '5195550606')).toHaveLength(0);

    const created = await complete(app, token);
    expect(created.statusCode).toBe(200);
  });
});
