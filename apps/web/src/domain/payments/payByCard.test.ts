import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { baseTrip } from '../../test/trips';
import { resetPaymentsAfterEachTest } from '../../test/payments';
import { payTripByCard, topUpWalletByCard } from './payByCard';
import { paymentIntent } from './testCards';

// Stripe.js cannot load without the internet: a stand-in with the one method used here.
const stripe = vi.hoisted(() => ({ handleNextAction: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => stripe) }));

const KEY = '/constantapi/getstripekey';
const INTENT = '/constantapi/createpaymentintent';
const RECORD = '/tronsactionapi/addtriptrans';
const WALLET_INTENT = '/constantapi/walletcreatepaymentintent';
const WALLET_RECORD = '/tronsactionapi/addtranswithouttrip';
const STRIPE_KEY = () => ok({ stripe_p_key: 'pk_test_1', mode: 'stripe' });

const paid = baseTrip({
  trip_status: 'completed',
  trip_pay_status: 'Paid',
  trip_pay_mode: 'stripe',
});
const unpaid = baseTrip({ trip_status: 'completed' });

resetPaymentsAfterEachTest();

describe('payTripByCard', () => {
  it('resolves with the Paid trip when the intent succeeded, with no payment record', async () => {
    const api = stubApiCalls({
      [KEY]: STRIPE_KEY,
      [INTENT]: () => ok({ paymentIntent: paymentIntent('succeeded'), trip: paid }),
    });
    const trip = await payTripByCard({ tripId: 101, paymentMethodId: 'pm_1', saveCard: true });
    expect(trip.trip_pay_status).toBe('Paid');
    expect(api.callsTo(INTENT)[0]?.body).toEqual({
      trip_id: 101,
      payment_method: 'pm_1',
      save_card: true,
    });
    expect(api.callsTo(RECORD)).toHaveLength(0);
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
  });

  it('lets Stripe.js handle requires_action, then posts the payment record', async () => {
    const api = stubApiCalls({
      [KEY]: STRIPE_KEY,
      [INTENT]: () =>
        ok({ paymentIntent: paymentIntent('requires_action', 'pi_3ds'), trip: unpaid }),
      [RECORD]: () => ok(paid),
    });
    stripe.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });

    const trip = await payTripByCard({ tripId: 101, paymentMethodId: 'pm_1' });

    expect(trip).toEqual(paid);
    expect(api.callsTo(INTENT)[0]?.body).toEqual({ trip_id: 101, payment_method: 'pm_1' });
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3ds_secret' });
    expect(api.callsTo(RECORD)[0]?.body).toEqual({
      trip_id: 101,
      pay_mode: 'Card',
      payment_intent_id: 'pi_3ds',
    });
  });

  it("rejects with the provider's message when the action fails, with no payment record", async () => {
    const api = stubApiCalls({
      [KEY]: STRIPE_KEY,
      [INTENT]: () => ok({ paymentIntent: paymentIntent('requires_action'), trip: unpaid }),
    });
    stripe.handleNextAction.mockResolvedValue({
      error: { message: 'We are unable to authenticate your payment method.' },
    });
    const error = await payTripByCard({ tripId: 101, paymentMethodId: 'pm_1' }).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('payment.providerError');
    expect((error as ApiError).message).toBe('We are unable to authenticate your payment method.');
    expect(api.callsTo(RECORD)).toHaveLength(0);
  });

  it('does not call Stripe in sandbox mode: an unfinished intent is not confirmed', async () => {
    stubApiCalls({
      [KEY]: () => ok({ stripe_p_key: 'sandbox', mode: 'sandbox' }),
      [INTENT]: () => ok({ paymentIntent: paymentIntent('requires_action'), trip: unpaid }),
    });
    await expect(payTripByCard({ tripId: 101, paymentMethodId: 'pm_1' })).rejects.toMatchObject({
      code: 'payment.notConfirmed',
    });
    const { loadStripe } = await import('@stripe/stripe-js');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it("passes the server's refusal on as an ApiError", async () => {
    stubApiCalls({
      [INTENT]: () => failed(402, 'payment.providerError', { error: 'Your card was declined.' }),
    });
    await expect(payTripByCard({ tripId: 101, paymentMethodId: 'pm_1' })).rejects.toMatchObject({
      status: 402,
      params: { error: 'Your card was declined.' },
    });
  });
});

describe('topUpWalletByCard', () => {
  it('resolves with the new balance of a succeeded top-up', async () => {
    const api = stubApiCalls({
      [WALLET_INTENT]: () =>
        ok({ client_secret: 'pi_1_secret', paymentIntent: paymentIntent(), u_wallet: 32.5 }),
    });
    await expect(topUpWalletByCard(20, 'pm_1')).resolves.toBe(32.5);
    expect(api.callsTo(WALLET_INTENT)[0]?.body).toEqual({ amount: 20, payment_method: 'pm_1' });
    expect(api.callsTo(WALLET_RECORD)).toHaveLength(0);
  });

  it('finishes a Stripe top-up that requires an action with the wallet record', async () => {
    const api = stubApiCalls({
      [KEY]: STRIPE_KEY,
      [WALLET_INTENT]: () =>
        ok({
          client_secret: 'pi_w_secret',
          paymentIntent: paymentIntent('requires_action', 'pi_w'),
          u_wallet: 12.5,
        }),
      [WALLET_RECORD]: () => ok({ u_wallet: 32.5 }),
    });
    stripe.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    await expect(topUpWalletByCard(20, 'pm_1')).resolves.toBe(32.5);
    expect(api.callsTo(WALLET_RECORD)[0]?.body).toEqual({ payment_intent_id: 'pi_w' });
  });
});
