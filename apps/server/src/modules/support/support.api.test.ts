import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { opsSupportPaths } from '@fairfare/contracts/ops-support';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import { opsPaths, STAFF_ROLES } from '@fairfare/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { SandboxGateway } from '../../adapters/payments/sandbox.ts';
import type { Db } from '../../db/database.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { paymentsOf, setWallet } from '../../../test/helpers/payments.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { asRider } from '../../../test/helpers/rides.ts';
import {
  signInEveryRole,
  signInStaff,
  staffCall,
  type StaffSession,
} from '../../../test/helpers/staff.ts';

/** A valid body for each support endpoint (so a refusal is the role's, not the body's). */
const validBodies: Record<keyof typeof endpointTable.opsSupport, object> = {
  findRiders: { query: '5195550100' },
  rider: { user_id: 1 },
  trip: { trip_id: 1 },
  refund: { payment_id: 1, amount: 1, reason: 'Late driver', idempotency_key: randomUUID() },
  adjustWallet: {
    user_id: 1,
    direction: 'credit',
    amount: 1,
    reason: 'Goodwill',
    idempotency_key: randomUUID(),
  },
  walletCredits: {},
  decideWalletCredit: { request_id: 1, approve: false },
  cancelTrip: { trip_id: 1, reason: 'Stuck in begin' },
  clearLockout: { user_id: 1, reason: 'Rider called' },
};

/** A ride paid by card at completion (30.00 on the sandbox's Visa). */
async function cardRide(app: FastifyInstance, db: Db, phone: string) {
  const ride = await rideOf(app, db, phone).payingBy('stripe').withCard().completed();
  const [payment] = await paymentsOf(db, ride.tripId);
  if (payment?.status !== 'succeeded') throw new Error('the card ride was not charged');
  return { ...ride, paymentId: payment.payment_id };
}

const refundOf = (
  app: FastifyInstance,
  support: StaffSession,
  body: { payment_id: number; amount: number; reason?: string; idempotency_key?: string },
) =>
  staffCall(app, support, opsSupportPaths.refund, {
    reason: 'Driver took a long detour',
    idempotency_key: randomUUID(),
    ...body,
  });

async function paymentRow(db: Db, paymentId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
}

async function auditOf(app: FastifyInstance, entity: string) {
  const admin = await signInStaff(app, 'admin');
  const res = await staffCall(app, admin, opsPaths.auditLog, { entity });
  return res.json().response.entries as Array<Record<string, unknown>>;
}

const sandboxRefunded = async (app: FastifyInstance) =>
  (await (app.payments as SandboxGateway).refunds()).reduce((sum, r) => sum + r.amount, 0);

describe.each(databaseKinds)('support in the back office (%s)', (kind) => {
  it('is for support staff and admins: other roles 403; no session, a rider’s cookie or key 401', async () => {
    const { app, db } = await startSeededApp(kind);
    const sessions = await signInEveryRole(app);
    const ride = await rideOf(app, db, '5195554101').booked();
    const appRider = await registerRider(app, '5195554111', 'Test', 'app');
    const riderKey = { 'x-api-key': appRider.apiKey!, 'x-user-id': String(appRider.userId) };
    for (const [name, endpoint] of Object.entries(endpointTable.opsSupport)) {
      const body = validBodies[name as keyof typeof validBodies];
      const roles: readonly string[] = endpoint.roles;
      expect(roles, name).toContain('support');
      for (const role of STAFF_ROLES.filter((r) => !roles.includes(r))) {
        const res = await staffCall(app, sessions[role], endpoint.path, body);
        expect([name, role, res.statusCode]).toEqual([name, role, 403]);
      }
      expect((await staffCall(app, null, endpoint.path, body)).statusCode).toBe(401);
      expect((await asRider(app, ride.rider, endpoint.path, body)).statusCode).toBe(401);
      const withKey = await app.inject({
        method: 'POST',
        url: API_BASE + endpoint.path,
        headers: riderKey,
        payload: body,
      });
      expect(withKey.statusCode).toBe(401);
    }
    expect(
      (await staffCall(app, sessions.support, opsSupportPaths.findRiders, validBodies.findRiders))
        .statusCode,
    ).toBe(200);
  });

  it('answers bad input with a clear 400 and changes nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await rideOf(app, db, '5195554110').booked();
    const user_id = ride.rider.userId;
    const cases: Array<[string, object, string]> = [
      [opsSupportPaths.findRiders, { query: '5' }, 'ops.searchInvalid'],
      [opsSupportPaths.rider, { user_id: 'me' }, 'error.notFound'],
      [opsSupportPaths.trip, { trip_id: -1 }, 'error.notFound'],
      [
        opsSupportPaths.refund,
        { payment_id: 1, amount: 5, reason: 'Detour', idempotency_key: 'short' },
        'error.badRequest',
      ],
      [
        opsSupportPaths.adjustWallet,
        {
          user_id,
          direction: 'gift',
          amount: 5,
          reason: 'Goodwill',
          idempotency_key: randomUUID(),
        },
        'error.badRequest',
      ],
      [
        opsSupportPaths.adjustWallet,
        {
          user_id,
          direction: 'credit',
          amount: -5,
          reason: 'Goodwill',
          idempotency_key: randomUUID(),
        },
        'ops.amountInvalid',
      ],
      [opsSupportPaths.cancelTrip, { trip_id: ride.tripId, reason: 'no' }, 'ops.reasonRequired'],
      [opsSupportPaths.clearLockout, { user_id, reason: 'x'.repeat(501) }, 'ops.reasonTooLong'],
    ];
    for (const [path, body, code] of cases) {
      const res = await staffCall(app, support, path, body);
      expect([path, res.statusCode, res.json().code]).toEqual([path, 400, code]);
    }
    expect(await db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('refunds').selectAll().execute()).toEqual([]);
    const trip = await db
      .selectFrom('trips')
      .select('trip_status')
      .where('trip_id', '=', ride.tripId)
      .executeTakeFirstOrThrow();
    expect(trip.trip_status).toBe('request');
  });

  it('finds a rider by phone in any format the site takes, and shows their page', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await rideOf(app, db, '5195554102').booked();
    for (const phone of ['5195554102', '(519) 555-4102', '+1 519 555 4102', '15195554102']) {
      const res = await staffCall(app, support, opsSupportPaths.findRiders, { query: phone });
      expect([
        phone,
        res.json().response.riders.map((r: { user_id: number }) => r.user_id),
      ]).toEqual([phone, [ride.rider.userId]]);
    }
    const other = await staffCall(app, support, opsSupportPaths.findRiders, {
      query: '+44 5195554102',
    });
    expect(other.json().response.riders).toEqual([]);
    const bad = await staffCall(app, support, opsSupportPaths.findRiders, { query: ' 1 ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('ops.searchInvalid');

    const page = await staffCall(app, support, opsSupportPaths.rider, {
      user_id: ride.rider.userId,
    });
    expect(page.json().response).toMatchObject({
      rider: { user_id: ride.rider.userId, phone: '+1 519 555 4102', wallet: 0 },
      lockout: { locked: false, wait_seconds: 0 },
      recent_trips: [{ trip_id: ride.tripId, trip_status: 'request' }],
      wallet_history: [],
    });
    expect(
      (await staffCall(app, support, opsSupportPaths.rider, { user_id: 999_999 })).statusCode,
    ).toBe(404);
  });

  it('shows a card trip’s timeline in time order and refunds part of it: the receipt shows it, audited, once per key', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await cardRide(app, db, '5195554103');

    const detail = await staffCall(app, support, opsSupportPaths.trip, { trip_id: ride.tripId });
    const shown = detail.json().response;
    expect(shown.trip).toMatchObject({ trip_status: 'completed', cancellable: false, amount: 30 });
    expect(shown.payments).toEqual([
      expect.objectContaining({ payment_id: ride.paymentId, amount: 30, refundable: true }),
    ]);
    const kinds = shown.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds[0]).toBe('request');
    expect(kinds.indexOf('offer')).toBeLessThan(kinds.indexOf('payment'));
    const times = shown.timeline.map((e: { at: number | null }) => e.at ?? Infinity);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // arrive and begin have times of their own now (the ride's history), the completion too
    const completed = await db
      .selectFrom('trip_status_changes')
      .select('at')
      .where('trip_id', '=', ride.tripId)
      .where('to_status', '=', 'completed')
      .executeTakeFirstOrThrow();
    expect(shown.timeline).toContainEqual(
      expect.objectContaining({
        at: completed.at,
        kind: 'status',
        text: 'Status changed from begin to completed by the driver',
      }),
    );
    expect(kinds.filter((k: string) => k === 'status').length).toBeGreaterThanOrEqual(5);

    // Bad input: no reason, no amount, too much — refused, nothing refunded.
    for (const [body, code] of [
      [{ payment_id: ride.paymentId, amount: 5, reason: ' ' }, 'ops.reasonRequired'],
      [{ payment_id: ride.paymentId, amount: 0 }, 'ops.amountInvalid'],
      [{ payment_id: ride.paymentId, amount: 1.234 }, 'ops.amountInvalid'],
    ] as const) {
      const res = await refundOf(app, support, body);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    const tooMuch = await refundOf(app, support, { payment_id: ride.paymentId, amount: 30.01 });
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, 'ops.refundTooMuch']);
    expect((await paymentRow(db, ride.paymentId)).refunded_amt).toBe(0);
    expect(await sandboxRefunded(app)).toBe(0);

    const key = randomUUID();
    const first = await refundOf(app, support, {
      payment_id: ride.paymentId,
      amount: 7.5,
      idempotency_key: key,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().response).toMatchObject({
      refund: { amount: 7.5, status: 'succeeded', reason: 'Driver took a long detour' },
      payment: { refunded: 7.5, left_to_refund: 22.5, refundable: true },
    });
    const again = await refundOf(app, support, {
      payment_id: ride.paymentId,
      amount: 7.5,
      idempotency_key: key,
    });
    expect(again.json().response.refund).toEqual(first.json().response.refund);
    const reused = await refundOf(app, support, {
      payment_id: ride.paymentId,
      amount: 8,
      idempotency_key: key,
    });
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'ops.refundKeyReused']);
    expect(await sandboxRefunded(app)).toBe(750);

    const receipt = await asRider(app, ride.rider, paymentEndpoints.receipt, {
      trip_id: ride.tripId,
    });
    expect(receipt.json().response).toMatchObject({ total: 30, refunded: 7.5, total_paid: 22.5 });

    const entries = await auditOf(app, 'payment');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'payment.refund',
      entity_id: String(ride.paymentId),
      staff_id: support.staffId,
      reason: 'Driver took a long detour',
      before: { refunded_cents: 0 },
      after: { refunded_cents: 750 },
    });
    const timeline = (await staffCall(app, support, opsSupportPaths.trip, { trip_id: ride.tripId }))
      .json()
      .response.timeline.map((e: { kind: string }) => e.kind);
    expect(timeline).toContain('refund');
  });

  it('ten refunds at once never give back more than was charged', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await cardRide(app, db, '5195554104');

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        refundOf(app, support, { payment_id: ride.paymentId, amount: 4 }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    // 7 × 4.00 fit in 30.00; the other three are refused.
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 409, 409, 409]);
    expect((await paymentRow(db, ride.paymentId)).refunded_amt).toBe(2800);
    expect(await sandboxRefunded(app)).toBe(2800);
    const refunds = await db.selectFrom('refunds').selectAll().execute();
    expect(refunds.filter((r) => r.status === 'succeeded')).toHaveLength(7);
    expect(refunds.filter((r) => r.status !== 'succeeded')).toEqual([]);
  });

  it('a refund whose answer was lost is asked again under its key and recorded once', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await cardRide(app, db, '5195554105');
    const sandbox = app.payments as SandboxGateway;
    const real = sandbox.refundPayment.bind(sandbox);
    // The gateway refunds, then the connection drops before its answer arrives.
    const lost = vi.spyOn(sandbox, 'refundPayment').mockImplementationOnce(async (input) => {
      await real(input);
      throw new Error('socket hang up');
    });

    const key = randomUUID();
    const body = { payment_id: ride.paymentId, amount: 10, idempotency_key: key };
    const cut = await refundOf(app, support, body);
    expect([cut.statusCode, cut.json().code]).toEqual([503, 'payment.unavailable']);
    expect(await db.selectFrom('refunds').select('status').execute()).toEqual([
      { status: 'pending' },
    ]);
    // Reserved while pending: another refund cannot take the same money meanwhile.
    expect((await paymentRow(db, ride.paymentId)).refunded_amt).toBe(1000);

    // The page's retry with the same key: the gateway answers its first refund, not a second.
    const settled = await refundOf(app, support, body);
    expect(settled.json().response.refund).toMatchObject({ status: 'succeeded', amount: 10 });
    expect(lost).toHaveBeenCalledTimes(2);
    expect(await sandboxRefunded(app)).toBe(1000);
    expect(await auditOf(app, 'payment')).toHaveLength(1);

    // Another one cut the same way is settled by its job, with no retry from the page.
    lost.mockImplementationOnce(async (input) => {
      await real(input);
      throw new Error('socket hang up');
    });
    const cutAgain = await refundOf(app, support, { payment_id: ride.paymentId, amount: 5 });
    expect(cutAgain.statusCode).toBe(503);
    await app.jobs.runDue(Date.now() + 60_000);
    const statuses = await db.selectFrom('refunds').select('status').orderBy('refund_id').execute();
    expect(statuses).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
    expect(await sandboxRefunded(app)).toBe(1500);
    expect((await paymentRow(db, ride.paymentId)).refunded_amt).toBe(1500);
  });

  it('refuses to refund what is not a card payment', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await rideOf(app, db, '5195554106').booked();
    const { payment_id } = await db
      .insertInto('payments')
      .values({
        user_id: ride.rider.userId,
        trip_id: ride.tripId,
        driver_id: null,
        kind: 'trip',
        pay_mode: 'Cash',
        status: 'succeeded',
        total_amt: 2500,
        pay_amount: 2500,
        rider_amt: 2500,
        city_id: 14,
        currency: 'CAD',
        pg_currency: 'CAD',
        created_at: Date.now(),
      })
      .returning('payment_id')
      .executeTakeFirstOrThrow();
    const res = await refundOf(app, support, { payment_id, amount: 1 });
    expect([res.statusCode, res.json().code]).toEqual([400, 'ops.notRefundable']);
    const missing = await refundOf(app, support, { payment_id: 999_999, amount: 1 });
    expect(missing.statusCode).toBe(404);
    expect(await db.selectFrom('refunds').selectAll().execute()).toEqual([]);
  });

  it('credits and debits a wallet with a reason, never below zero, in the history and audited', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await rideOf(app, db, '5195554107').booked();
    const user_id = ride.rider.userId;
    await setWallet(db, user_id, 500);

    const wallet = (body: object) =>
      staffCall(app, support, opsSupportPaths.adjustWallet, {
        idempotency_key: randomUUID(),
        ...body,
      });
    const creditBody = {
      user_id,
      direction: 'credit',
      amount: 10,
      reason: 'Goodwill after a late pickup',
      idempotency_key: randomUUID(),
    };
    const credit = await wallet(creditBody);
    expect(credit.json().response).toMatchObject({
      wallet: 15,
      entry: {
        amount: 10,
        balance_after: 15,
        reason: 'support_credit: Goodwill after a late pickup',
      },
    });
    // The same key again (a retry after a lost answer): the same answer, credited once.
    const again = await wallet(creditBody);
    expect(again.json().response).toEqual(credit.json().response);
    const reused = await wallet({ ...creditBody, amount: 11 });
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'ops.actionKeyReused']);

    const overdraw = await wallet({
      user_id,
      direction: 'debit',
      amount: 15.01,
      reason: 'Duplicate credit',
    });
    expect([overdraw.statusCode, overdraw.json().code]).toEqual([400, 'ops.walletBelowZero']);
    const noReason = await wallet({
      user_id,
      direction: 'debit',
      amount: 1,
    });
    expect(noReason.statusCode).toBe(400);
    const debit = await wallet({
      user_id,
      direction: 'debit',
      amount: 15,
      reason: 'Duplicate credit',
    });
    expect(debit.json().response.wallet).toBe(0);

    const page = await staffCall(app, support, opsSupportPaths.rider, { user_id });
    expect(page.json().response.wallet_history).toMatchObject([
      { amount: -15, balance_after: 0, reason: 'support_debit: Duplicate credit' },
      { amount: 10, balance_after: 15 },
    ]);
    const entries = await auditOf(app, 'rider');
    expect(entries.map((e) => [e.action, e.before, e.after, e.reason])).toEqual([
      ['wallet.debit', { wallet_cents: 1500 }, { wallet_cents: 0 }, 'Duplicate credit'],
      [
        'wallet.credit',
        { wallet_cents: 500 },
        { wallet_cents: 1500 },
        'Goodwill after a late pickup',
      ],
    ]);
  });

  it('cancels a stuck trip with no fee, tells rider and driver, audited; an ended trip is refused', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await rideOf(app, db, '5195554108').begun();
    const toRider = vi.spyOn(app.notifier, 'toRider');
    const toDriver = vi.spyOn(app.notifier, 'toDriver');

    const noReason = await staffCall(app, support, opsSupportPaths.cancelTrip, {
      trip_id: ride.tripId,
    });
    expect(noReason.statusCode).toBe(400);
    expect(toRider).not.toHaveBeenCalled();

    const res = await staffCall(app, support, opsSupportPaths.cancelTrip, {
      trip_id: ride.tripId,
      reason: 'Driver app stuck in begin for 3 hours',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.trip).toMatchObject({
      trip_status: 'cancel',
      amount: 0,
      cancellable: false,
    });
    const trip = await db
      .selectFrom('trips')
      .select(['trip_status', 'cancel_fee', 'trip_pay_amount'])
      .where('trip_id', '=', ride.tripId)
      .executeTakeFirstOrThrow();
    expect(trip).toEqual({ trip_status: 'cancel', cancel_fee: 0, trip_pay_amount: 0 });
    expect(toRider).toHaveBeenCalledWith(
      ride.rider.userId,
      expect.objectContaining({ trip_status: 'cancel' }),
    );
    expect(toDriver).toHaveBeenCalledWith(
      ride.driver.driverId,
      expect.objectContaining({ trip_status: 'cancel' }),
    );
    const again = await staffCall(app, support, opsSupportPaths.cancelTrip, {
      trip_id: ride.tripId,
      reason: 'Twice',
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ops.tripEnded']);
    const entries = await auditOf(app, 'trip');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'trip.cancel',
      entity_id: String(ride.tripId),
      before: { trip_status: 'begin' },
      after: { trip_status: 'cancel', trip_pay_amount: 0 },
    });
    const timeline: Array<{ kind: string; text: string }> = res.json().response.timeline;
    expect(timeline.map((e) => e.kind)).toContain('staff');
    // the ride's history: who moved the trip, up to support's cancel with its reason
    expect(timeline.filter((e) => e.text.startsWith('Status changed')).map((e) => e.text)).toEqual([
      'Status changed from request to offer by the driver',
      'Status changed from offer to accept by the rider',
      'Status changed from accept to arrive by the driver',
      'Status changed from arrive to begin by the driver',
      'Status changed from begin to cancel by support (reason: Driver app stuck in begin for 3 hours)',
    ]);
  });

  it('shows and clears a rider’s code lock-out, audited; the next login code goes out at once', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await rideOf(app, db, '5195554109').booked();
    const now = Date.now();
    // Four codes in the last minutes, none used, the last 10 s ago (the cool-down is 30 s) and
    // already expired: the phone must wait, with no open code to go on with.
    await db
      .insertInto('phone_codes')
      .values(
        [240, 180, 120, 10].map((secondsAgo) => ({
          phone_code: '+1',
          phone: '5195554109',
          purpose: 'login',
          code_hash: `unused-${secondsAgo}`,
          payload_json: null,
          expires_at: now - 1000,
          created_at: now - secondsAgo * 1000,
        })),
      )
      .execute();
    const login = () =>
      app.inject({
        method: 'POST',
        url: API_BASE + endpoints.users.login,
        remoteAddress: '10.77.0.9',
        payload: { step: 'request', phone_code: '+1', phone: '5195554109' },
      });
    const held = await login();
    expect([held.statusCode, held.json().code]).toEqual([429, 'auth.resendTooSoon']);
    const page = await staffCall(app, support, opsSupportPaths.rider, {
      user_id: ride.rider.userId,
    });
    expect(page.json().response.lockout).toMatchObject({ locked: true });

    const cleared = await staffCall(app, support, opsSupportPaths.clearLockout, {
      user_id: ride.rider.userId,
      reason: 'Rider called, identity checked',
    });
    expect(cleared.json().response).toEqual({ locked: false, wait_seconds: 0, unused_codes: 0 });
    const sent = await login();
    expect(sent.statusCode).toBe(200);
    const entries = await auditOf(app, 'rider');
    expect(entries[0]).toMatchObject({
      action: 'rider.clear_lockout',
      before: { locked: true },
      after: { locked: false, voided_codes: 4 },
      reason: 'Rider called, identity checked',
    });
  });
});
