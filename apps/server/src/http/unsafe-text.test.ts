import { describe, expect, it, vi } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../test/helpers/app.ts';
import { databaseKinds } from '../../test/helpers/databases.ts';
import { hasUnsafeText } from './unsafe-text.ts';

describe('hasUnsafeText', () => {
  it.each([
    ['a NUL', { note: 'gate\u00003' }],
    ['a lone high surrogate', { note: 'x\ud800' }],
    ['a lone low surrogate', ['\udc00y']],
    ['a NUL in a key', { 'a\u0000': 1 }],
    ['a NUL deep inside', { a: [{ b: ['c\u0000'] }] }],
  ])('finds %s', (_label, value) => {
    expect(hasUnsafeText(value)).toBe(true);
  });

  it.each([
    ['plain text', { note: 'Gate 3, blue jacket' }],
    ['accents and emoji (a whole pair)', { note: 'Café 🚕' }],
    ['numbers and null', { a: 1, b: null, c: true }],
  ])('lets %s through', (_label, value) => {
    expect(hasUnsafeText(value)).toBe(false);
  });

  it('passes raw bytes (an uploaded document) at once, without walking them', () => {
    const bytes = Buffer.alloc(5 * 1024 * 1024); // all NULs, as bytes
    const entries = vi.spyOn(Object, 'entries');
    expect(hasUnsafeText(bytes)).toBe(false);
    expect(entries).not.toHaveBeenCalled();
    entries.mockRestore();
  });
});

describe.each(databaseKinds)('a NUL in a request on %s', (kind) => {
  it('is refused with 400 and changes nothing (it was a 500 on PostgreSQL)', async () => {
    const { app, db } = await startSeededApp(kind);
    const send = (name: string) =>
      app.inject({
        method: 'POST',
        url: API_BASE + endpoints.contact.send,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          name,
          email: 'ada@example.com',
          phone: '5195550100',
          message: 'Hello there, a long enough message.',
        }),
      });
    const stored = () =>
      db
        .selectFrom('contact_messages')
        .select('name')
        .where('email', '=', 'ada@example.com')
        .execute();
    const res = await send('Ada\u0000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failed', code: 'error.badRequest' });
    expect(await stored()).toEqual([]);
    // The same message without the NUL goes through.
    expect((await send('Ada')).statusCode).toBe(200);
    expect(await stored()).toEqual([{ name: 'Ada' }]);
  });
});
