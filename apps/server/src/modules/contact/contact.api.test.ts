import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { startTestApp } from '../../../test/helpers/app.ts';
import { testConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';

const url = API_BASE + endpoints.contact.send;
const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 519 555 0199',
  message: 'How do I book an airport ride?',
};

async function storedCount(db: Db): Promise<number> {
  const rows = await db.selectFrom('contact_messages').select('contact_message_id').execute();
  return rows.length;
}

describe.each(databaseKinds)('contact API on %s', (kind) => {
  it('stores a valid message and answers with the success text', async () => {
    const { app, db } = await startTestApp(kind);
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { ...valid, name: '  Ada Lovelace  ' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Thank you! Your message has been sent.',
    });
    const row = await db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: valid.message,
      ip: '203.0.113.9',
    });
  });

  it.each([
    [{ ...valid, message: '' }, 'validation.messageTooShort'],
    [{ ...valid, message: 'short' }, 'validation.messageTooShort'],
    [{ ...valid, message: 'x'.repeat(2001) }, 'validation.messageTooLong'],
    [{ ...valid, email: 'not-an-email' }, 'validation.emailInvalid'],
    [{ ...valid, name: '   ' }, 'validation.nameRequired'],
    [{ ...valid, name: 'n'.repeat(101) }, 'validation.nameTooLong'],
    [{ ...valid, phone: 'call me' }, 'validation.phoneInvalid'],
    [{ ...valid, message: 42 }, 'validation.messageTooShort'],
    [{ name: 'Ada' }, 'validation.emailInvalid'],
  ])('refuses %j with 400 and stores nothing', async (payload, code) => {
    const { app, db } = await startTestApp(kind);
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failed', code });
    expect(await storedCount(db)).toBe(0);
  });

  it('refuses a flood from one address with 429 and a clear message', async () => {
    const { app, db } = await startTestApp(kind, {
      rateLimits: { ...testConfig().rateLimits, contactPerHour: 2, notFoundPerMinute: 100 },
    });
    const send = () =>
      app.inject({ method: 'POST', url, payload: valid, remoteAddress: '198.51.100.7' });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expectFailed(third, 429, {
      code: 'contact.tooMany',
      message: 'You have sent several messages already. Please try again later.',
    });
    expect(await storedCount(db)).toBe(2);
    const other = await app.inject({
      method: 'POST',
      url,
      payload: valid,
      remoteAddress: '198.51.100.8',
    });
    expect(other.statusCode).toBe(200);
  });
});
