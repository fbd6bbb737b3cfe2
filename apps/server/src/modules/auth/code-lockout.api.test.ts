import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { startTestApp } from '../../../test/helpers/app.ts';
import { codeFromOutbox, registerRider } from '../../../test/helpers/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from './service.ts';

const login = API_BASE + endpoints.users.login;

/** The newest login code texted to a phone (the texts say what each code is for). */
async function loginCodeFromOutbox(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(to)}` });
  const texts: Array<{ text: string }> = res.json().messages;
  const code = texts.map((m) => m.text.match(/login code is (\d{6})/)?.[1]).find(Boolean);
  if (!code) throw new Error(`no login code in the outbox for ${to}`);
  return code;
}

/** A six-digit code that is surely not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

// Issue 31 point 4: a stranger who asks codes for someone's phone and sends wrong codes uses up
// only their own tries; the owner, from their own address, still gets a code and logs in.
describe.each(databaseKinds)('nobody can keep a phone out of login, on %s', (kind) => {
  it('the owner logs in throughout 150 s of a code request plus five wrong codes a second from a stranger', async () => {
    const { app } = await startTestApp(kind);
    const { sendCode, verifyLogin, verifyRegistration } = await import('./service.ts');
    let now = Date.now();
    const deps: AuthDeps = {
      db: app.db,
      sms: app.sms,
      secret: app.config.authSecret,
      codeLimits: app.config.codeLimits,
      now: () => now,
    };
    const owner = { phone_code: '+1', phone: '5195550161' };
    await registerRider(app, owner.phone);
    now += 60_000;
    const stranger = { ip: '203.0.113.66', device: '' };
    const ownerCaller = { ip: '198.51.100.7', device: 'owner-phone-browser-1' };
    const registration = { first_name: 'Mal', last_name: 'Ice', email: null, language: 'en' };

    const logins: number[] = [];
    for (let second = 0; second < 150; second++) {
      // the stranger: one request (login and registration codes in turn), then five wrong codes
      const purpose = second % 2 === 0 ? 'login' : 'register';
      await sendCode(deps, {
        ...owner,
        purpose,
        ...stranger,
        ...(purpose === 'register' ? { payload: registration } : {}),
      }).catch(() => undefined);
      const sent = await codeFromOutbox(app, '+15195550161');
      for (let i = 0; i < 5; i++) {
        const guess = { ...owner, code: wrongFor(sent), caller: stranger };
        await (
          purpose === 'login' ? verifyLogin(deps, guess) : verifyRegistration(deps, guess)
        ).catch(() => undefined);
      }
      // the owner, now and then: asks for a code, reads the text, logs in
      if (second % 25 === 12) {
        const answer = await sendCode(deps, { ...owner, purpose: 'login', ...ownerCaller });
        expect(answer.code_sent).toBe(true);
        const code = await loginCodeFromOutbox(app, '+15195550161');
        const result = await verifyLogin(deps, { ...owner, code, caller: ownerCaller });
        expect('user' in result && result.user.phone).toBe(owner.phone);
        logins.push(second);
      }
      now += 1000;
    }
    expect(logins).toEqual([12, 37, 62, 87, 112, 137]);
  }, 120_000);

  it('counts wrong tries per device, with a ceiling per address', async () => {
    const { app } = await startTestApp(kind);
    await registerRider(app, '5195550162');
    const ask = await app.inject({
      method: 'POST',
      url: login,
      remoteAddress: '203.0.113.70',
      payload: { step: 'request', phone_code: '+1', phone: '5195550162' },
    });
    // the browser is given a device cookie with its code
    const device = ask.cookies.find((c) => c.name === 'ff_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/' });
    const code = await codeFromOutbox(app, '+15195550162');
    const guess = (cookie: string, guessed = wrongFor(code)) =>
      app.inject({
        method: 'POST',
        url: login,
        remoteAddress: '203.0.113.70',
        headers: cookie ? { cookie: `ff_device=${cookie}` } : {},
        payload: { step: 'verify', phone_code: '+1', phone: '5195550162', code: guessed },
      });
    // five cookie-less wrong tries use up the cookie-less tries of the address...
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await guess('')).json().code);
    expect(codes).toEqual([...Array(4).fill('auth.codeWrong'), 'auth.codeTooManyTries']);
    expect((await guess('', code)).statusCode).toBe(429);
    // ...not the tries of a device behind the same address; invented devices end at 20 tries
    let refused = 0;
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) {
        if ((await guess(`invented-device-${i}-padding`)).statusCode === 429) refused += 1;
      }
    }
    // 15 more tries count (20 for the address), the last of each device and all after 20 say 429
    expect(refused).toBe(3 + 5 + 5);
    expect((await guess(device!.value, code)).statusCode).toBe(429);
    // from another address the owner's right code still works
    const owner = await app.inject({
      method: 'POST',
      url: login,
      remoteAddress: '198.51.100.8',
      payload: { step: 'verify', phone_code: '+1', phone: '5195550162', code },
    });
    expect(owner.statusCode).toBe(200);
  });
});
