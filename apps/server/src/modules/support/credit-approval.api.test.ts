import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { opsSupportPaths } from '@fairfare/contracts/ops-support';
import { opsPaths } from '@fairfare/contracts/staff';
import type { Db } from '../../db/database.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { setWallet } from '../../../test/helpers/payments.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { signInStaff, staffCall, type StaffSession } from '../../../test/helpers/staff.ts';

/** A rider with a trip booked in London, Ontario (its wallet's city), holding 5.00. */
async function riderOf(app: FastifyInstance, db: Db, phone: string) {
  const ride = await rideOf(app, db, phone).booked();
  await setWallet(db, ride.rider.userId, 500);
  return ride.rider.userId;
}

const credit = (app: FastifyInstance, staff: StaffSession, user_id: number, amount: number) =>
  staffCall(app, staff, opsSupportPaths.adjustWallet, {
    user_id,
    direction: 'credit',
    amount,
    reason: 'Refund of a lost item fee',
    idempotency_key: randomUUID(),
  });

const decide = (app: FastifyInstance, staff: StaffSession, request_id: number, approve: boolean) =>
  staffCall(app, staff, opsSupportPaths.decideWalletCredit, { request_id, approve });

const walletOf = async (db: Db, userId: number) =>
  (
    await db
      .selectFrom('users')
      .select('u_wallet')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).u_wallet;

const ledgerOf = (db: Db, userId: number) =>
  db.selectFrom('wallet_ledger').select('amount').where('user_id', '=', userId).execute();

describe.each(databaseKinds)('wallet credits above the city limit (%s)', (kind) => {
  it('wait for another staff member: not applied, listed, approved once by someone else, audited', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const admin = await signInStaff(app, 'admin');
    const user_id = await riderOf(app, db, '5195554301');

    // up to the limit (100.00 in London's CAD by default) a credit is applied at once
    const small = await credit(app, support, user_id, 100);
    expect(small.json().response).toMatchObject({ wallet: 105, pending: null });

    const big = await credit(app, support, user_id, 100_000);
    expect(big.statusCode).toBe(200);
    const { pending, entry, wallet } = big.json().response;
    expect({ entry, wallet }).toEqual({ entry: null, wallet: 105 });
    expect(pending).toMatchObject({
      user_id,
      amount: 100_000,
      currency: 'CAD',
      status: 'pending',
      requested_by: support.staffId,
      decided_by: null,
    });
    expect(await walletOf(db, user_id)).toBe(10_500);
    expect(await ledgerOf(db, user_id)).toHaveLength(1);

    for (const who of [support, admin]) {
      const list = await staffCall(app, who, opsSupportPaths.walletCredits);
      expect(list.json().response.credits.map((c: { request_id: number }) => c.request_id)).toEqual(
        [pending.request_id],
      );
    }
    // the asker cannot approve (nor reject) their own credit
    for (const approve of [true, false]) {
      const own = await decide(app, support, pending.request_id, approve);
      expect([own.statusCode, own.json().code]).toEqual([403, 'ops.creditOwnRequest']);
    }
    expect(await walletOf(db, user_id)).toBe(10_500);

    const approved = await decide(app, admin, pending.request_id, true);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().response).toMatchObject({
      status: 'approved',
      decided_by: admin.staffId,
    });
    expect(await walletOf(db, user_id)).toBe(10_500 + 10_000_000);
    // once only
    const twice = await decide(app, admin, pending.request_id, true);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ops.creditDecided']);
    expect(await walletOf(db, user_id)).toBe(10_500 + 10_000_000);
    expect(await ledgerOf(db, user_id)).toHaveLength(2);
    expect((await staffCall(app, admin, opsSupportPaths.walletCredits)).json().response).toEqual({
      credits: [],
    });

    const audit = await staffCall(app, admin, opsPaths.auditLog, { entity: 'rider' });
    const entries = audit.json().response.entries as Array<Record<string, unknown>>;
    expect(entries.map((e) => [e.action, e.staff_id])).toEqual([
      ['wallet.creditApproved', admin.staffId],
      ['wallet.creditRequested', support.staffId],
      ['wallet.credit', support.staffId],
    ]);
    expect(entries[0]).toMatchObject({
      reason: 'Refund of a lost item fee',
      after: { status: 'approved', wallet_cents: 10_010_500 },
    });
  });

  it('a rejected credit changes no wallet; a retry of the request is the same request', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const admin = await signInStaff(app, 'admin');
    const user_id = await riderOf(app, db, '5195554302');
    const body = {
      user_id,
      direction: 'credit',
      amount: 250,
      reason: 'Compensation for a cancelled airport ride',
      idempotency_key: randomUUID(),
    };
    const first = await staffCall(app, support, opsSupportPaths.adjustWallet, body);
    const retry = await staffCall(app, support, opsSupportPaths.adjustWallet, body);
    expect(retry.json().response).toEqual(first.json().response);
    expect(await db.selectFrom('wallet_credit_requests').selectAll().execute()).toHaveLength(1);
    const other = await staffCall(app, support, opsSupportPaths.adjustWallet, {
      ...body,
      amount: 300,
    });
    expect([other.statusCode, other.json().code]).toEqual([409, 'ops.actionKeyReused']);

    const { request_id } = first.json().response.pending;
    const rejected = await decide(app, admin, request_id, false);
    expect(rejected.json().response).toMatchObject({ status: 'rejected' });
    expect(await walletOf(db, user_id)).toBe(500);
    expect(await ledgerOf(db, user_id)).toEqual([]);
    // the same key after the decision still answers that request, and applies nothing
    const late = await staffCall(app, support, opsSupportPaths.adjustWallet, body);
    expect(late.json().response).toMatchObject({ entry: null, pending: { status: 'rejected' } });
    expect(await walletOf(db, user_id)).toBe(500);
  });

  it("follows the city's own limit", async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const user_id = await riderOf(app, db, '5195554303');
    await db.updateTable('cities').set({ wallet_credit_limit: 2_000 }).execute();
    expect((await credit(app, support, user_id, 20)).json().response.pending).toBeNull();
    expect((await credit(app, support, user_id, 20.01)).json().response.pending).toMatchObject({
      status: 'pending',
      amount: 20.01,
    });
    // debits are never held
    const debit = await staffCall(app, support, opsSupportPaths.adjustWallet, {
      user_id,
      direction: 'debit',
      amount: 25,
      reason: 'Duplicate credit',
      idempotency_key: randomUUID(),
    });
    expect(debit.json().response).toMatchObject({ wallet: 0, pending: null });
  });
});
