import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { startTestApp } from '../../../test/helpers/app.ts';
import { codeFromOutbox } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';

const url = (path: string) => API_BASE + path;

describe.each(databaseKinds)('the session of a new tab on %s', (kind) => {
  it('a web login sets the HttpOnly session and a secret-free hint; userapi/session answers the rider until logout', async () => {
    const { app } = await startTestApp(kind);
    const phone = '5195557701';
    await app.inject({
      method: 'POST',
      url: url(endpoints.users.registration),
      payload: {
        step: 'request',
        first_name: 'Tab',
        last_name: 'Rider',
        email: '',
        phone_code: '+1',
        phone,
        accept_terms: true,
        language: 'fr',
      },
    });
    const verified = await app.inject({
      method: 'POST',
      url: url(endpoints.users.registration),
      payload: {
        step: 'verify',
        phone_code: '+1',
        phone,
        code: await codeFromOutbox(app, `+1${phone}`),
        client: 'web',
      },
    });
    const session = verified.cookies.find((c) => c.name === 'ff_session');
    const hint = verified.cookies.find((c) => c.name === 'ff_signed_in');
    expect(session).toMatchObject({ httpOnly: true });
    expect(hint).toMatchObject({ value: '1', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.value).not.toContain(session?.value ?? '-');

    const cookie = `ff_session=${session?.value}; ff_signed_in=1`;
    const asked = await app.inject({
      method: 'POST',
      url: url(endpoints.users.session),
      headers: { cookie },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().response.user).toEqual({
      user_id: verified.json().response.user_id,
      phone,
      phone_code: '+1',
      first_name: 'Tab',
      last_name: 'Rider',
      language: 'fr',
    });

    await app.inject({ method: 'POST', url: url(endpoints.users.logout), headers: { cookie } });
    const after = await app.inject({
      method: 'POST',
      url: url(endpoints.users.session),
      headers: { cookie },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().response).toEqual({ user: null });
    // the stale hint is cleared so the site stops asking
    const cleared = after.cookies.find((c) => c.name === 'ff_signed_in');
    expect(cleared?.value).toBe('');
  });

  it('answers null, never 401, without a session or with a forged one', async () => {
    const { app } = await startTestApp(kind);
    for (const headers of [{}, { cookie: 'ff_session=forged; ff_signed_in=1' }]) {
      const res = await app.inject({ method: 'POST', url: url(endpoints.users.session), headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toEqual({ user: null });
    }
  });
});
