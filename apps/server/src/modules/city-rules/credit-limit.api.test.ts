import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rulesOpsPaths } from '@fairfare/contracts/money-rules';
import { opsSupportPaths } from '@fairfare/contracts/ops-support';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { setWallet } from '../../../test/helpers/payments.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { signInStaff, staffCall } from '../../../test/helpers/staff.ts';

const LONDON = 14;

describe.each(databaseKinds)('a city’s wallet credit limit (%s)', (kind) => {
  it('an admin lowers it: shown with the city’s rules, audited, and support’s credits above it wait', async () => {
    const { app, db } = await startSeededApp(kind);
    const admin = await signInStaff(app, 'admin');
    const support = await signInStaff(app, 'support');
    const rules = async () =>
      (await staffCall(app, admin, rulesOpsPaths.cityRules, { city_id: LONDON })).json().response;
    expect((await rules()).wallet_credit_limit).toBe(100);

    const saved = await staffCall(app, admin, rulesOpsPaths.saveCreditLimit, {
      city_id: LONDON,
      wallet_credit_limit: 40.5,
    });
    expect(saved.json().response).toEqual({ city_id: LONDON, wallet_credit_limit: 40.5 });
    expect((await rules()).wallet_credit_limit).toBe(40.5);
    const audit = await db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json', 'staff_id'])
      .where('action', '=', 'rules.saveCreditLimit')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toEqual({ city_id: LONDON, wallet_credit_limit: 100 });
    expect(JSON.parse(audit.after_json!)).toEqual({ city_id: LONDON, wallet_credit_limit: 40.5 });
    expect(audit.staff_id).toBe(admin.staffId);

    // A rider of London (their trip's city): 40.50 goes in at once, 41 waits for approval.
    const ride = await rideOf(app, db, '5195554380').booked();
    await setWallet(db, ride.rider.userId, 0);
    const credit = (amount: number) =>
      staffCall(app, support, opsSupportPaths.adjustWallet, {
        user_id: ride.rider.userId,
        direction: 'credit',
        amount,
        reason: 'Goodwill after a late pickup',
        idempotency_key: randomUUID(),
      });
    expect((await credit(40.5)).json().response).toMatchObject({ wallet: 40.5, pending: null });
    expect((await credit(41)).json().response.pending).toMatchObject({ status: 'pending' });
  });

  it('refuses a bad limit and every role but admins, changing nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const admin = await signInStaff(app, 'admin');
    for (const wallet_credit_limit of [-1, 10_000.01, 12.345, '50']) {
      const bad = await staffCall(app, admin, rulesOpsPaths.saveCreditLimit, {
        city_id: LONDON,
        wallet_credit_limit,
      });
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'rules.creditLimitInvalid']);
    }
    for (const role of ['city', 'support', 'editor'] as const) {
      const staff = await signInStaff(app, role);
      const refused = await staffCall(app, staff, rulesOpsPaths.saveCreditLimit, {
        city_id: LONDON,
        wallet_credit_limit: 5,
      });
      expect(refused.statusCode).toBe(403);
    }
    const unknownCity = await staffCall(app, admin, rulesOpsPaths.saveCreditLimit, {
      city_id: 999,
      wallet_credit_limit: 5,
    });
    expect(unknownCity.statusCode).toBe(404);
    const row = await db
      .selectFrom('cities')
      .select('wallet_credit_limit')
      .where('city_id', '=', LONDON)
      .executeTakeFirstOrThrow();
    expect(Number(row.wallet_credit_limit)).toBe(10_000);
  });
});
