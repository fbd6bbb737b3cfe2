import { describe, expect, it } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import { allEndpoints } from '@fairfare/contracts/endpoint-table';
import { OPS_COOKIE, OPS_SESSION_IDLE_MS, STAFF_ROLES, opsPaths } from '@fairfare/contracts/staff';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { csvLines } from '../../../test/helpers/csv.ts';
import { addDriver, loginDriver } from '../../../test/helpers/rides.ts';
import {
  opsCookieOf,
  signInEveryRole,
  signInStaff,
  staffCall,
} from '../../../test/helpers/staff.ts';
import { DEMO_STAFF_PASSWORD, demoStaffEmail, demoStaffSecrets } from '../../db/seed/staff.ts';
import { totpCode } from './totp.ts';

const staffEndpoints = allEndpoints.filter((e) => e.access === 'staff');
const signInBody = (code = totpCode(demoStaffSecrets.support)) => ({
  email: demoStaffEmail('support'),
  password: DEMO_STAFF_PASSWORD,
  code,
});

describe.each(databaseKinds)('staff sign-in and access (%s)', (kind) => {
  it('signs in with password + TOTP into the back office’s own cookie', async () => {
    const { app } = await startSeededApp(kind);
    const res = await staffCall(app, null, opsPaths.signIn, signInBody());
    expect(res.statusCode).toBe(200);
    expect(res.json().response.staff).toMatchObject({
      role: 'support',
      email: 'support@fairfare.example',
    });
    const cookie = res.cookies.find((c) => c.name === OPS_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const session = await staffCall(
      app,
      { staffId: 0, cookie: opsCookieOf(res) },
      opsPaths.session,
    );
    expect(session.json().response.staff.role).toBe('support');
  });

  it('refuses a wrong code and a replayed code', async () => {
    const { app } = await startSeededApp(kind);
    const wrong = await staffCall(app, null, opsPaths.signIn, signInBody('000000'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('ops.signInFailed');
    const code = totpCode(demoStaffSecrets.support);
    expect((await staffCall(app, null, opsPaths.signIn, signInBody(code))).statusCode).toBe(200);
    const replay = await staffCall(app, null, opsPaths.signIn, signInBody(code));
    expect(replay.statusCode).toBe(401);
  });

  it('every staff endpoint refuses the anonymous, riders, drivers and the roles it does not list', async () => {
    const { app, db } = await startSeededApp(kind);
    const staff = await signInEveryRole(app);
    const rider = await registerRider(app, '5195559311', 'Test', 'app');
    const riderWeb = await registerRider(app, '5195559312');
    const driver = await loginDriver(app, (await addDriver(db)).phone);
    for (const endpoint of staffEndpoints) {
      const url = API_BASE + endpoint.path;
      for (const headers of [
        {},
        { cookie: riderWeb.cookie },
        { cookie: driver.cookie },
        { 'x-api-key': rider.apiKey!, 'x-user-id': String(rider.userId) },
      ]) {
        const res = await app.inject({ method: 'POST', url, headers, payload: {} });
        expect(res.statusCode, `${endpoint.path} ${JSON.stringify(headers)}`).toBe(401);
      }
      for (const role of STAFF_ROLES) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { cookie: staff[role].cookie },
          payload: { bad: 'body', staff_id: 'x' },
        });
        if (endpoint.roles.includes(role))
          expect([200, 400], `${endpoint.path} ${role}`).toContain(res.statusCode);
        else {
          expect(res.statusCode, `${endpoint.path} ${role}`).toBe(403);
          expect(res.json().code).toBe('error.forbidden');
        }
      }
    }
  });

  it('ends an idle session, and a signed-out one', async () => {
    const { app, db } = await startSeededApp(kind);
    const admin = await signInStaff(app, 'admin');
    expect((await staffCall(app, admin, opsPaths.staffList)).statusCode).toBe(200);
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: Date.now() - OPS_SESSION_IDLE_MS - 1000 })
      .execute();
    expect((await staffCall(app, admin, opsPaths.staffList)).statusCode).toBe(401);
    const again = await signInStaff(app, 'editor');
    await staffCall(app, again, opsPaths.signOut);
    expect((await staffCall(app, again, opsPaths.session)).json().response.staff).toBeNull();
  });
});

describe.each(databaseKinds)('staff accounts and the audit log (%s)', (kind) => {
  it('an admin exports the staff list as CSV, audited; other roles are refused', async () => {
    const { app, db } = await startSeededApp(kind);
    const admin = await signInStaff(app, 'admin');
    const lines = csvLines(await staffCall(app, admin, opsPaths.staffExport, {}));
    expect(lines[0]).toBe('Staff,Name,E-mail,Role,Cities,Language,Passkey,Status,Added');
    const listed = (await staffCall(app, admin, opsPaths.staffList)).json().response.staff;
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      listed.map((m: { staff_id: number }) => m.staff_id),
    );
    expect(lines.find((line) => line.includes(',admin@fairfare.example,'))).toMatch(
      /,admin,,en,(yes|no),active,\d{4}-\d\d-\d\dT/,
    );
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('action', '=', 'export.staff')
      .execute();
    expect(audit).toEqual([{ action: 'export.staff', staff_id: admin.staffId }]);
    const support = await signInStaff(app, 'support');
    expect((await staffCall(app, support, opsPaths.staffExport, {})).statusCode).toBe(403);
  });

  it('an admin adds staff with a one-time password that the first sign-in replaces, audited', async () => {
    const { app, db } = await startSeededApp(kind);
    const admin = await signInStaff(app, 'admin');
    const added = await staffCall(app, admin, opsPaths.staffAdd, {
      email: 'New.Agent@FairFare.example',
      name: 'New Agent',
      role: 'support',
    });
    expect(added.statusCode).toBe(200);
    const { staff, one_time_password, totp_secret, otpauth_uri } = added.json().response;
    expect(staff).toMatchObject({ email: 'new.agent@fairfare.example', role: 'support' });
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    const body = { email: staff.email, password: one_time_password, code: totpCode(totp_secret) };
    const first = await staffCall(app, null, opsPaths.signIn, body);
    expect(first.statusCode).toBe(403);
    expect(first.json().code).toBe('ops.newPasswordRequired');
    const changed = await staffCall(app, null, opsPaths.signIn, {
      ...body,
      new_password: 'a much better password',
    });
    expect(changed.statusCode).toBe(200);
    const row = await db
      .selectFrom('staff')
      .selectAll()
      .where('email', '=', staff.email)
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(0);
    expect(row.password_hash).not.toContain(one_time_password);

    const again = await staffCall(app, admin, opsPaths.staffAdd, {
      email: staff.email,
      name: 'X',
      role: 'editor',
    });
    expect(again.json().code).toBe('ops.staffExists');
    const cityless = await staffCall(app, admin, opsPaths.staffAdd, {
      email: 'c@x.example',
      name: 'C',
      role: 'city',
    });
    expect(cityless.statusCode).toBe(400);

    const log = await staffCall(app, admin, opsPaths.auditLog, { action: 'staff.add' });
    const entries = log.json().response.entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staff_id: admin.staffId,
      staff_email: 'admin@fairfare.example',
      entity: 'staff',
      entity_id: String(staff.staff_id),
      before: null,
      after: { email: staff.email, role: 'support' },
    });
  });

  it('disabling staff signs them out everywhere and is audited; an admin cannot disable themself', async () => {
    const { app } = await startSeededApp(kind);
    const { admin, editor } = await signInEveryRole(app);
    const self = await staffCall(app, admin, opsPaths.staffSetDisabled, {
      staff_id: admin.staffId,
      disabled: true,
    });
    expect(self.json().code).toBe('ops.notYourself');
    const res = await staffCall(app, admin, opsPaths.staffSetDisabled, {
      staff_id: editor.staffId,
      disabled: true,
    });
    expect(res.json().response).toMatchObject({ staff_id: editor.staffId, disabled: true });
    expect((await staffCall(app, editor, opsPaths.session)).json().response.staff).toBeNull();
    const signIn = await staffCall(app, null, opsPaths.signIn, {
      email: demoStaffEmail('editor'),
      password: DEMO_STAFF_PASSWORD,
      code: totpCode(demoStaffSecrets.editor, Date.now() + 30_000),
    });
    expect(signIn.statusCode).toBe(401);
    const log = await staffCall(app, admin, opsPaths.auditLog, {
      entity: 'staff',
      staff_id: admin.staffId,
    });
    expect(log.json().response.entries[0]).toMatchObject({
      action: 'staff.disable',
      before: { disabled: false },
      after: { disabled: true },
    });
    const future = await staffCall(app, admin, opsPaths.auditLog, { from: Date.now() + 60_000 });
    expect(future.json().response.entries).toEqual([]);
  });
});
