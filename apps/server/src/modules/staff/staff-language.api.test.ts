import { describe, expect, it } from 'vitest';
import { opsPaths } from '@fairfare/contracts/staff';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { signInStaff, staffCall } from '../../../test/helpers/staff.ts';

/** Each staff member's own language for the back office (decision 065). */
describe.each(databaseKinds)('a staff member’s language (%s)', (kind) => {
  it('is English until chosen, then saved on the member and returned with the session', async () => {
    const { app } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const before = await staffCall(app, support, opsPaths.session);
    expect(before.json().response.staff.language).toBe('en');

    const set = await staffCall(app, support, opsPaths.setLanguage, { language: 'fr' });
    expect(set.statusCode).toBe(200);
    expect(set.json().response.staff).toMatchObject({ role: 'support', language: 'fr' });

    // read back from the staff table: the session's member, and the admin's list of everyone
    const session = await staffCall(app, support, opsPaths.session);
    expect(session.json().response.staff.language).toBe('fr');
    const admin = await signInStaff(app, 'admin');
    const list = (await staffCall(app, admin, opsPaths.staffList)).json().response.staff as Array<{
      role: string;
      language: string;
    }>;
    expect(list.find((s) => s.role === 'support')?.language).toBe('fr');
    expect(list.find((s) => s.role === 'admin')?.language).toBe('en');
  });

  it('refuses a language the back office does not speak, with a clear error, and keeps the saved one', async () => {
    const { app } = await startSeededApp(kind);
    const editor = await signInStaff(app, 'editor');
    await staffCall(app, editor, opsPaths.setLanguage, { language: 'es' });
    for (const body of [{ language: 'de' }, { language: '' }, { language: 3 }, {}]) {
      const res = await staffCall(app, editor, opsPaths.setLanguage, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation.languageInvalid',
        message: 'Please choose English, Spanish or French.',
      });
    }
    const session = await staffCall(app, editor, opsPaths.session);
    expect(session.json().response.staff.language).toBe('es');
  });

  it('cannot be set without a staff session', async () => {
    const { app } = await startSeededApp(kind);
    const res = await staffCall(app, null, opsPaths.setLanguage, { language: 'es' });
    expect(res.statusCode).toBe(401);
  });
});
