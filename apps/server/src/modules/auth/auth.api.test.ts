import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { startTestApp } from '../../../test/helpers/app.ts';
import { codeFromOutbox, cookieOf, registerRider } from '../../../test/helpers/auth.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';

const login = API_BASE + endpoints.users.login;
const registration = API_BASE + endpoints.users.registration;
const getUser = API_BASE + endpoints.users.get;
/** The one caller of the tests that call the service directly. */
const caller = { ip: '10.0.0.1', device: '' };

describe.each(databaseKinds)('phone-code login on %s', (kind) => {
  it('registers with a code from the outbox, sets an HttpOnly cookie and stores the code hashed', async () => {
    const { app, db } = await startTestApp(kind);
    const sent = await app.inject({
      method: 'POST',
      url: registration,
      payload: {
        step: 'request',
        first_name: 'Amara',
        last_name: 'Okafor',
        email: 'Amara@Example.com',
        phone_code: '+1',
        phone: '519 555 0123',
        accept_terms: true,
        language: 'fr',
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'success',
      response: { code_sent: true, resend_after_seconds: 30, expires_in_seconds: 300 },
    });
    expect(await db.selectFrom('users').selectAll().execute()).toHaveLength(0);

    const code = await codeFromOutbox(app, '+15195550123');
    const stored = await db.selectFrom('phone_codes').select('code_hash').executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);

    const verified = await app.inject({
      method: 'POST',
      url: registration,
      payload: { step: 'verify', phone_code: '+1', phone: '5195550123', code },
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json().response;
    expect(body).toMatchObject({ first_name: 'Amara', phone: '5195550123', language: 'fr' });
    expect(body.api_key).toBeUndefined();
    const cookie = verified.cookies.find((c) => c.name === 'ff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const me = await app.inject({
      method: 'POST',
      url: getUser,
      headers: { cookie: cookieOf(verified) },
      payload: {},
    });
    expect(me.json().response).toMatchObject({
      user_id: body.user_id,
      email: 'amara@example.com',
      u_wallet: 0,
    });
  });

  it("texts the code in the caller's language: the language cookie, else Accept-Language", async () => {
    const { app } = await startTestApp(kind);
    const textTo = async (phone: string, headers: Record<string, string>) => {
      const res = await app.inject({
        method: 'POST',
        url: login,
        payload: { step: 'request', phone_code: '+1', phone },
        headers,
        remoteAddress: `10.2.0.${phone.slice(-1)}`,
      });
      expect(res.statusCode).toBe(200);
      const box = await app.inject({
        url: `/api/dev/outbox?phone=${encodeURIComponent(`+1${phone}`)}`,
      });
      return (box.json().messages as Array<{ text: string }>)[0]?.text ?? '';
    };
    expect(await textTo('5195550141', { cookie: 'ff_language=fr' })).toMatch(
      /^Votre code de connexion FairFare est \d{6}\. Il expire dans 5 minutes\.$/,
    );
    expect(await textTo('5195550142', { 'accept-language': 'es-MX,es;q=0.9' })).toMatch(
      /^Tu código de inicio de sesión de FairFare es \d{6}\./,
    );
    expect(await textTo('5195550143', {})).toMatch(/^Your FairFare login code is \d{6}\./);
  });

  it('answers "code sent" the same way whether or not the phone is registered', async () => {
    const { app } = await startTestApp(kind);
    await registerRider(app, '5195550111');
    const known = await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'request', phone_code: '+1', phone: '5195550111' },
      remoteAddress: '10.1.1.1',
    });
    const unknown = await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'request', phone_code: '+1', phone: '5195550999' },
      remoteAddress: '10.1.1.2',
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
  });

  it('logs a registered rider in; an unregistered phone learns only after proving the code', async () => {
    const { app } = await startTestApp(kind);
    const { userId } = await registerRider(app, '5195550112');
    await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'request', phone_code: '+1', phone: '5195550112' },
    });
    const code = await codeFromOutbox(app, '+15195550112');
    const res = await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'verify', phone_code: '+1', phone: '5195550112', code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.user_id).toBe(userId);

    await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'request', phone_code: '+1', phone: '5195550113' },
      remoteAddress: '10.2.2.2',
    });
    const strangerCode = await codeFromOutbox(app, '+15195550113');
    const stranger = await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'verify', phone_code: '+1', phone: '5195550113', code: strangerCode },
    });
    // a new number is proven, not refused: the answer creates its account (signup.api.test.ts)
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().response).toMatchObject({ account_needed: true });
    expect(stranger.cookies.find((c) => c.name === 'ff_session')).toBeUndefined();
  });

  it('refuses a phone of 7 digits or fewer with the exact message', async () => {
    const { app, db } = await startTestApp(kind);
    const res = await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'request', phone_code: '+1', phone: '5550123' },
    });
    expectFailed(res, 400, {
      code: 'validation.phoneTooShort',
      message: 'Phone number should be greater than 7 digits.',
    });
    expect(await db.selectFrom('phone_codes').selectAll().execute()).toHaveLength(0);
  });

  it('stops a brute force after 5 tries, even with the right code afterwards', async () => {
    const { app } = await startTestApp(kind);
    await registerRider(app, '5195550114');
    await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'request', phone_code: '+1', phone: '5195550114' },
    });
    const code = await codeFromOutbox(app, '+15195550114');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: Array<string | undefined> = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: login,
        payload: { step: 'verify', phone_code: '+1', phone: '5195550114', code: wrong },
      });
      answers.push(res.json().code);
    }
    expect(answers).toEqual([
      'auth.codeWrong',
      'auth.codeWrong',
      'auth.codeWrong',
      'auth.codeWrong',
      'auth.codeTooManyTries',
    ]);
    const right = await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'verify', phone_code: '+1', phone: '5195550114', code },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('auth.codeTooManyTries');
  });

  it('counts parallel guesses too: at most 5 tries are ever checked', async () => {
    const { app, db } = await startTestApp(kind);
    await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'request', phone_code: '+1', phone: '5195550115' },
    });
    const code = await codeFromOutbox(app, '+15195550115');
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(
      guesses.map((g) =>
        app.inject({
          method: 'POST',
          url: login,
          payload: { step: 'verify', phone_code: '+1', phone: '5195550115', code: g },
        }),
      ),
    );
    const row = await db.selectFrom('phone_codes').select('tries').executeTakeFirstOrThrow();
    expect(row.tries).toBe(5);
  });

  it('refuses an expired code and a code used twice', async () => {
    let now = Date.now();
    const { app } = await startTestApp(kind);
    const { sendCode, verifyLogin } = await import('./service.ts');
    const deps = {
      db: app.db,
      sms: app.sms,
      secret: 'test-secret-0123456789',
      codeLimits: { perPhoneHour: 5, perIpHour: 5 },
      now: () => now,
    };
    await registerRider(app, '5195550116');
    await sendCode(deps, {
      phone_code: '+1',
      phone: '5195550116',
      purpose: 'login',
      ip: '10.0.0.1',
    });
    const code = await codeFromOutbox(app, '+15195550116');
    now += 5 * 60_000 + 1;
    await expect(
      verifyLogin(deps, { phone_code: '+1', phone: '5195550116', code, caller }),
    ).rejects.toMatchObject({ code: 'auth.codeExpired' });

    now += 60_000;
    await sendCode(deps, {
      phone_code: '+1',
      phone: '5195550116',
      purpose: 'login',
      ip: '10.0.0.1',
    });
    const fresh = await codeFromOutbox(app, '+15195550116');
    await expect(
      verifyLogin(deps, { phone_code: '+1', phone: '5195550116', code: fresh, caller }),
    ).resolves.toMatchObject({ user: { phone: '5195550116' } });
    await expect(
      verifyLogin(deps, { phone_code: '+1', phone: '5195550116', code: fresh, caller }),
    ).rejects.toMatchObject({ code: 'auth.codeExpired' });
  });

  it('spaces codes with a growing back-off, never locks the owner out, and counts phones per address', async () => {
    let now = Date.now();
    const { app, db } = await startTestApp(kind);
    const { sendCode } = await import('./service.ts');
    const deps = {
      db: app.db,
      sms: app.sms,
      secret: 'test-secret-0123456789',
      codeLimits: { perPhoneHour: 3, perIpHour: 4 },
      now: () => now,
    };
    const send = (phone: string, ip: string) =>
      sendCode(deps, { phone_code: '+1', phone, purpose: 'login', ip });
    const texts = async (phone: string) =>
      (await db.selectFrom('phone_codes').select('phone').where('phone', '=', phone).execute())
        .length;

    // others ask for the owner's phone from many addresses: within the cool-down no new text goes
    // out, and the answer still leads to the code step with the code already sent
    await send('5195550117', '10.0.0.2');
    await expect(send('5195550117', '10.0.0.3')).resolves.toMatchObject({
      code_sent: true,
      resend_after_seconds: 30,
    });
    expect(await texts('5195550117')).toBe(1);
    for (let i = 0; i < 2; i++) {
      now += 31_000;
      await send('5195550117', `10.0.1.${i}`);
    }
    expect(await texts('5195550117')).toBe(3);
    // past the free three: 60 s, then 120 s, then 240 s... never more than a code lives (300 s)
    now += 31_000;
    const waiting = await send('5195550117', '10.0.2.1');
    expect(waiting).toMatchObject({ code_sent: true, resend_after_seconds: 29 });
    expect(await texts('5195550117')).toBe(3);
    now += 30_000;
    await send('5195550117', '10.0.2.2');
    expect(await texts('5195550117')).toBe(4);
    now += 119_000;
    expect((await send('5195550117', '10.0.2.3')).resend_after_seconds).toBe(1);
    now += 1_000;
    await send('5195550117', '10.0.2.4');
    expect(await texts('5195550117')).toBe(5);
    for (let i = 0; i < 8; i++) {
      now += 300_000;
      await send('5195550117', `10.0.3.${i}`);
    }
    expect(await texts('5195550117')).toBe(13);

    // an address asks for at most 4 different phones an hour; its own phones again are fine
    for (let i = 0; i < 4; i++) await send(`51955502${i}0`, '10.0.0.9');
    await expect(send('5195550290', '10.0.0.9')).rejects.toMatchObject({
      statusCode: 429,
      code: 'auth.tooManyCodes',
    });
    now += 31_000;
    await expect(send('5195550200', '10.0.0.9')).resolves.toMatchObject({ code_sent: true });
    now += 3_600_000;
    await expect(send('5195550290', '10.0.0.9')).resolves.toMatchObject({ code_sent: true });
  });

  it('spends a registration code only with the account it creates: a failure leaves it usable', async () => {
    const { app, db } = await startTestApp(kind);
    const { sendCode, verifyRegistration } = await import('./service.ts');
    const deps = {
      db: app.db,
      sms: app.sms,
      secret: app.config.authSecret,
      codeLimits: { perPhoneHour: 5, perIpHour: 5 },
    };
    const phone = { phone_code: '+1', phone: '5195550141' };
    await sendCode(deps, {
      ...phone,
      purpose: 'register',
      ip: '10.0.7.1',
      payload: { first_name: 'Ada', last_name: 'Rider', email: null, language: 'en' },
    });
    const code = await codeFromOutbox(app, '+15195550141');
    // the session cannot be made (the clock fails on its third reading, inside the transaction)
    let readings = 0;
    const failing = {
      ...deps,
      now: () => {
        readings += 1;
        if (readings === 3) throw new Error('clock stopped');
        return Date.now();
      },
    };
    await expect(verifyRegistration(failing, { ...phone, code, caller })).rejects.toThrow(
      'clock stopped',
    );
    expect(
      await db.selectFrom('users').selectAll().where('phone', '=', '5195550141').execute(),
    ).toEqual([]);
    // the same code still works, and makes one account
    const { user } = await verifyRegistration(deps, { ...phone, code, caller });
    expect(user).toMatchObject({ first_name: 'Ada', phone: '5195550141' });
    expect(
      await db.selectFrom('users').selectAll().where('phone', '=', '5195550141').execute(),
    ).toHaveLength(1);
  });

  it('a used code resets the spacing: a rider who just registered logs in again at once', async () => {
    const { app } = await startTestApp(kind);
    await registerRider(app, '5195550131');
    const registrationCode = await codeFromOutbox(app, '+15195550131');
    const again = await app.inject({
      method: 'POST',
      url: login,
      payload: { step: 'request', phone_code: '+1', phone: '5195550131' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().response.resend_after_seconds).toBe(30);
    expect(await codeFromOutbox(app, '+15195550131')).not.toBe(registrationCode);
  });

  it.each([
    [{ step: 'request', phone_code: '1', phone: '5195550100' }, 'validation.phoneCodeInvalid'],
    [{ step: 'request', phone_code: '+1', phone: 'abcdefghij' }, 'validation.phoneInvalid'],
    [{ step: 'request', phone_code: '+1', phone: '9'.repeat(40) }, 'validation.phoneInvalid'],
    [
      { step: 'verify', phone_code: '+1', phone: '5195550100', code: '12ab56' },
      'validation.codeFormat',
    ],
    [{ step: 'jump', phone_code: '+1', phone: '5195550100' }, 'error.badRequest'],
  ])('refuses bad login input %j', async (payload, code) => {
    const { app, db } = await startTestApp(kind);
    const res = await app.inject({ method: 'POST', url: login, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(await db.selectFrom('phone_codes').selectAll().execute()).toHaveLength(0);
  });

  it('refuses registration without accepting the terms or without names', async () => {
    const { app, db } = await startTestApp(kind);
    const base = {
      step: 'request',
      first_name: 'A',
      last_name: 'B',
      phone_code: '+1',
      phone: '5195550118',
      accept_terms: true,
    };
    const noTerms = await app.inject({
      method: 'POST',
      url: registration,
      payload: { ...base, accept_terms: false },
    });
    expect(noTerms.json()).toMatchObject({
      code: 'validation.termsRequired',
      message: 'Please check the Terms & Conditions',
    });
    const noName = await app.inject({
      method: 'POST',
      url: registration,
      payload: { ...base, first_name: ' ' },
    });
    expect(noName.json().code).toBe('validation.firstNameRequired');
    const badEmail = await app.inject({
      method: 'POST',
      url: registration,
      payload: { ...base, email: 'nope' },
    });
    expect(badEmail.json().code).toBe('validation.emailInvalid');
    expect(await db.selectFrom('phone_codes').selectAll().execute()).toHaveLength(0);
  });
});
