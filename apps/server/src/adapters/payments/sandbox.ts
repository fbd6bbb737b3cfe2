import { randomBytes } from 'node:crypto';
import type { Db, DbOrTrx } from '../../db/database.ts';
import {
  CardError,
  type CreateIntentInput,
  type GatewayIntent,
  type GatewayIntentStatus,
  type GatewayPaymentMethod,
  type GatewayRefund,
  type PaymentGateway,
  type RefundInput,
  RequestRefusedError,
  type SandboxCardInput,
} from './gateway.ts';
import {
  sandboxRepo,
  type SandboxIntentRow,
  type SandboxMethodRow,
  type SandboxRefundRow,
} from './sandbox-repo.ts';
import { EXPIRED, cardExpired, checkCard, type CardOutcome } from './test-cards.ts';

/** A successful charge, kept so tests can count what was really taken. */
export interface SandboxCharge {
  intentId: string;
  amount: number;
  currency: string;
  paymentMethod: string;
}

interface StoredMethod extends GatewayPaymentMethod {
  outcome: CardOutcome;
}

type Decline = { message: string; code: string };

/** What a money-moving call answers: the intent, and the card error it then throws, if any. */
interface Outcome {
  intent: GatewayIntent;
  error: Decline | null;
}

const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
] as const;
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation'] as const;

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** JSON with sorted keys, so that the same parameters always give the same fingerprint. */
function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * The default payment provider (docs/architecture.md): a stand-in for Stripe's test mode that runs in the
 * process, with Stripe's test cards and error messages. Its customers, cards, intents, charges and
 * idempotency keys live in the app's database (migration 010, decision 023), so a restart or
 * another instance on the same database knows the cards riders saved and charges them.
 *
 * A call that can move money (create with confirm, confirm) is one transaction that first claims
 * its idempotency key: the same key from two instances at once makes one intent and one charge,
 * and the second caller gets the first answer. A card error is committed with the intent it
 * failed on and thrown after the commit; any other error rolls the call back, key and all.
 */
export class SandboxGateway implements PaymentGateway {
  readonly mode = 'sandbox' as const;
  readonly publishableKey = 'sandbox';

  private readonly db: Db;
  private readonly now: () => number;

  constructor(options: { db: Db; now?: () => number }) {
    this.db = options.db;
    this.now = options.now ?? Date.now;
  }

  /** Every successful charge, oldest first (tests count what was really taken). */
  async charges(): Promise<SandboxCharge[]> {
    const rows = await sandboxRepo.charges(this.db);
    return rows.map((r) => ({
      intentId: r.intent_id,
      amount: r.amount,
      currency: r.currency,
      paymentMethod: r.payment_method_id,
    }));
  }

  async createCustomer(input: {
    riderId: number;
    name: string;
    phone: string;
  }): Promise<{ id: string }> {
    const id = randomId('cus_sb');
    await sandboxRepo.insertCustomer(this.db, {
      customer_id: id,
      rider_id: input.riderId,
      name: input.name,
      phone: input.phone,
      created_at: this.now(),
    });
    return { id };
  }

  async createPaymentMethod(card: SandboxCardInput): Promise<GatewayPaymentMethod> {
    const checked = checkCard(card, this.now());
    const id = randomId('pm_sb');
    const decline = checked.outcome.decline;
    await sandboxRepo.insertMethod(this.db, {
      payment_method_id: id,
      customer_id: null,
      brand: checked.brand,
      last4: checked.last4,
      exp_month: checked.expMonth,
      exp_year: checked.expYear,
      decline_message: decline?.message ?? null,
      decline_code: decline?.code ?? null,
      fails_on_attach: checked.outcome.failsOnAttach ? 1 : 0,
      created_at: this.now(),
    });
    return {
      id,
      customer: null,
      card: {
        brand: checked.brand,
        last4: checked.last4,
        expMonth: checked.expMonth,
        expYear: checked.expYear,
      },
    };
  }

  async attachPaymentMethod(
    customerId: string,
    paymentMethodId: string,
  ): Promise<GatewayPaymentMethod> {
    const method = await this.method(this.db, paymentMethodId);
    if (!(await sandboxRepo.customerExists(this.db, customerId))) {
      throw new Error(`No such customer: '${customerId}'`);
    }
    if (method.customer === customerId) return publicMethod(method);
    if (method.customer !== null) throw alreadyAttached();
    // Like Stripe, saving a card checks it with the issuer: most failing cards fail here already.
    const decline = method.outcome.failsOnAttach ? method.outcome.decline : null;
    if (decline) throw new CardError(decline.message, decline.code);
    if (!(await sandboxRepo.attachMethod(this.db, paymentMethodId, customerId))) {
      // Attached meanwhile (another instance): to this customer is fine, to another is not.
      const now = await this.method(this.db, paymentMethodId);
      if (now.customer !== customerId) throw alreadyAttached();
    }
    return publicMethod({ ...method, customer: customerId });
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    if (await sandboxRepo.detachMethod(this.db, paymentMethodId)) return;
    await this.method(this.db, paymentMethodId); // No such PaymentMethod
    throw new Error(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
  }

  async retrievePaymentMethod(paymentMethodId: string): Promise<GatewayPaymentMethod | undefined> {
    const row = await sandboxRepo.findMethod(this.db, paymentMethodId);
    return row && publicMethod(storedMethod(row));
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const { idempotencyKey, ...params } = input;
    const request = { op: 'create', ...params };
    const outcome = await this.db.transaction().execute(async (trx): Promise<Outcome> => {
      const replay = await this.claim(trx, idempotencyKey, request);
      if (replay) return replay;

      if (!Number.isInteger(input.amount) || input.amount < 1) {
        throw new Error('Invalid amount: it must be a positive integer of minor units.');
      }
      if (!/^[a-z]{3}$/.test(input.currency))
        throw new Error(`Invalid currency: ${input.currency}`);
      if (
        input.customer !== undefined &&
        !(await sandboxRepo.customerExists(trx, input.customer))
      ) {
        throw new Error(`No such customer: '${input.customer}'`);
      }
      if (input.confirm && input.paymentMethod === undefined) {
        throw new Error(
          "You cannot confirm this PaymentIntent because it's missing a payment method.",
        );
      }
      if (input.paymentMethod !== undefined) await this.method(trx, input.paymentMethod);

      const id = randomId('pi_sb');
      const intent: GatewayIntent = {
        id,
        status:
          input.paymentMethod === undefined ? 'requires_payment_method' : 'requires_confirmation',
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        amount: input.amount,
        currency: input.currency,
        customer: input.customer ?? null,
        paymentMethod: input.paymentMethod ?? null,
        metadata: { ...input.metadata },
        lastError: null,
      };
      const now = this.now();
      await sandboxRepo.insertIntent(trx, {
        intent_id: id,
        status: intent.status,
        client_secret: intent.clientSecret,
        amount: intent.amount,
        currency: intent.currency,
        customer_id: intent.customer,
        payment_method_id: intent.paymentMethod,
        metadata_json: JSON.stringify(intent.metadata),
        last_error: null,
        created_at: now,
        updated_at: now,
      });
      if (!input.confirm || input.paymentMethod === undefined) {
        return this.answer(trx, idempotencyKey, { intent, error: null });
      }
      return this.charge(trx, idempotencyKey, intent, input.paymentMethod);
    });
    return settled(outcome);
  }

  async confirmPaymentIntent(
    intentId: string,
    input: { paymentMethod: string; offSession?: boolean; idempotencyKey: string },
  ): Promise<GatewayIntent> {
    const { idempotencyKey, ...params } = input;
    const request = { op: 'confirm', intentId, ...params };
    const outcome = await this.db.transaction().execute(async (trx): Promise<Outcome> => {
      const replay = await this.claim(trx, idempotencyKey, request);
      if (replay) return replay;

      const intent = await this.intent(trx, intentId);
      if (!isOneOf(intent.status, CONFIRMABLE)) throw notConfirmable(intent.status);
      return this.charge(trx, idempotencyKey, intent, input.paymentMethod);
    });
    return settled(outcome);
  }

  async retrievePaymentIntent(intentId: string): Promise<GatewayIntent | undefined> {
    const row = await sandboxRepo.findIntent(this.db, intentId);
    return row && intentOf(row);
  }

  async cancelPaymentIntent(intentId: string): Promise<void> {
    const canceled = await sandboxRepo.updateIntentIf(this.db, intentId, CANCELABLE, {
      status: 'canceled',
      updated_at: this.now(),
    });
    if (canceled) return;
    const intent = await this.intent(this.db, intentId);
    throw new Error(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
    );
  }

  /**
   * Refunds part or all of an intent's charge, in one transaction that first claims the key (the
   * same key again answers the first refund). The charge's refunded total grows by a guarded
   * update, so refunds at once, from any instance, never exceed the charge; a refused refund
   * rolls back, key and all (Stripe keeps no key for a request it refused as invalid).
   */
  async refundPayment(input: RefundInput): Promise<GatewayRefund> {
    const { idempotencyKey, ...params } = input;
    return this.db.transaction().execute(async (trx) => {
      const print = fingerprint({ op: 'refund', ...params });
      const claimed = await sandboxRepo.claimKey(trx, {
        idempotencyKey,
        fingerprint: print,
        now: this.now(),
      });
      if (!claimed) {
        const first = await sandboxRepo.findKey(trx, idempotencyKey);
        const refund = await sandboxRepo.refundByKey(trx, idempotencyKey);
        if (first?.fingerprint !== print || !refund) {
          throw new Error(
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        return refundOf(refund);
      }
      if (!Number.isInteger(input.amount) || input.amount < 1) {
        throw new RequestRefusedError(
          'Invalid amount: it must be a positive integer of minor units.',
        );
      }
      const intent = await sandboxRepo.findIntent(trx, input.intentId);
      if (!intent) throw new RequestRefusedError(`No such payment_intent: '${input.intentId}'`);
      const charge = await sandboxRepo.chargeOf(trx, intent.intent_id);
      if (intent.status !== 'succeeded' || !charge) {
        throw new Error(
          `This PaymentIntent (${intent.intent_id}) does not have a successful charge to refund.`,
        );
      }
      if (!(await sandboxRepo.addRefunded(trx, intent.intent_id, input.amount))) {
        const now = (await sandboxRepo.chargeOf(trx, intent.intent_id))!;
        throw new RequestRefusedError(
          `Refund amount (${input.amount}) is greater than unrefunded amount on charge (${now.amount - now.refunded}).`,
        );
      }
      const row: SandboxRefundRow = {
        refund_id: randomId('re_sb'),
        intent_id: intent.intent_id,
        amount: input.amount,
        currency: charge.currency,
        idempotency_key: idempotencyKey,
        created_at: this.now(),
      };
      await sandboxRepo.insertRefund(trx, row);
      return refundOf(row);
    });
  }

  /** Every refund, oldest first (tests add up what really went back). */
  async refunds(): Promise<GatewayRefund[]> {
    return (await sandboxRepo.refunds(this.db)).map(refundOf);
  }

  /** Charges the card on the intent and records the outcome under the idempotency key. */
  private async charge(
    trx: DbOrTrx,
    key: string,
    intent: GatewayIntent,
    paymentMethodId: string,
  ): Promise<Outcome> {
    const method = await this.method(trx, paymentMethodId);
    if (method.customer !== null && method.customer !== intent.customer) {
      throw new Error(
        intent.customer === null
          ? 'The provided PaymentMethod belongs to a customer; pass that customer with it.'
          : 'The provided PaymentMethod belongs to another customer than the PaymentIntent.',
      );
    }
    const now = this.now();
    const decline =
      method.outcome.decline ??
      (cardExpired(method.card.expMonth, method.card.expYear, now) ? EXPIRED : null);
    // Stripe leaves a failed intent waiting for another card, with the failure on it.
    const after: GatewayIntent = decline
      ? {
          ...intent,
          status: 'requires_payment_method',
          paymentMethod: null,
          lastError: decline.message,
        }
      : { ...intent, status: 'succeeded', paymentMethod: method.id, lastError: null };
    const moved = await sandboxRepo.updateIntentIf(trx, intent.id, CONFIRMABLE, {
      status: after.status,
      payment_method_id: after.paymentMethod,
      last_error: after.lastError,
      updated_at: now,
    });
    // Another confirm of this intent (another key) committed first.
    if (!moved) throw notConfirmable((await this.intent(trx, intent.id)).status);
    if (!decline) {
      await sandboxRepo.insertCharge(trx, {
        intent_id: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        payment_method_id: method.id,
        created_at: now,
      });
    }
    return this.answer(trx, key, { intent: after, error: decline });
  }

  /**
   * Claims the idempotency key for this request (undefined: go on), or answers what the key
   * answered the first time (Stripe's semantics; refused when the parameters differ).
   */
  private async claim(trx: DbOrTrx, key: string, request: object): Promise<Outcome | undefined> {
    const print = fingerprint(request);
    const claimed = await sandboxRepo.claimKey(trx, {
      idempotencyKey: key,
      fingerprint: print,
      now: this.now(),
    });
    if (claimed) return undefined;
    const first = await sandboxRepo.findKey(trx, key);
    if (first?.fingerprint !== undefined && first.fingerprint !== print) {
      throw new Error(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    if (!first?.intent_json) {
      // Cannot happen once the claim committed (it commits with its answer); Stripe's answer.
      throw new Error('There is currently another in-progress request using this idempotency key.');
    }
    const error =
      first.error_message !== null && first.error_code !== null
        ? { message: first.error_message, code: first.error_code }
        : null;
    // Stripe replays the first response as it was, not the intent as it is now.
    return { intent: JSON.parse(first.intent_json) as GatewayIntent, error };
  }

  private async answer(trx: DbOrTrx, key: string, outcome: Outcome): Promise<Outcome> {
    await sandboxRepo.answerKey(trx, key, {
      intentJson: JSON.stringify(outcome.intent),
      error: outcome.error,
    });
    return outcome;
  }

  private async method(db: DbOrTrx, id: string): Promise<StoredMethod> {
    const row = await sandboxRepo.findMethod(db, id);
    if (!row) throw new Error(`No such PaymentMethod: '${id}'`);
    return storedMethod(row);
  }

  private async intent(db: DbOrTrx, id: string): Promise<GatewayIntent> {
    const row = await sandboxRepo.findIntent(db, id);
    if (!row) throw new Error(`No such payment_intent: '${id}'`);
    return intentOf(row);
  }
}

/** The intent of a call, or its card error thrown (after the transaction committed it). */
function settled(outcome: Outcome): GatewayIntent {
  if (outcome.error) {
    throw new CardError(outcome.error.message, outcome.error.code, outcome.intent.id);
  }
  return outcome.intent;
}

function isOneOf<T extends string>(value: string, set: readonly T[]): value is T {
  return (set as readonly string[]).includes(value);
}

const alreadyAttached = () =>
  new Error('The payment method you provided has already been attached to a customer.');

const notConfirmable = (status: string) =>
  new Error(`You cannot confirm this PaymentIntent because it has a status of ${status}.`);

function storedMethod(row: SandboxMethodRow): StoredMethod {
  const decline =
    row.decline_message !== null && row.decline_code !== null
      ? { message: row.decline_message, code: row.decline_code }
      : null;
  return {
    id: row.payment_method_id,
    customer: row.customer_id,
    card: { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year },
    outcome: { decline, failsOnAttach: row.fails_on_attach === 1 },
  };
}

function intentOf(row: SandboxIntentRow): GatewayIntent {
  return {
    id: row.intent_id,
    status: row.status as GatewayIntentStatus,
    clientSecret: row.client_secret,
    amount: row.amount,
    currency: row.currency,
    customer: row.customer_id,
    paymentMethod: row.payment_method_id,
    metadata: JSON.parse(row.metadata_json) as Record<string, string>,
    lastError: row.last_error,
  };
}

function refundOf(row: SandboxRefundRow): GatewayRefund {
  return {
    id: row.refund_id,
    intentId: row.intent_id,
    amount: row.amount,
    currency: row.currency,
    // The sandbox's bank answers at once.
    status: 'succeeded',
  };
}

function publicMethod(method: StoredMethod): GatewayPaymentMethod {
  return { id: method.id, customer: method.customer, card: { ...method.card } };
}
