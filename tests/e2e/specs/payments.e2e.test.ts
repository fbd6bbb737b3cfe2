import { describe, expect } from 'vitest';
import {
  cardPaymentPopup,
  CARDS,
  cashAwaitingPopup,
  CASH_CONFIRM_TIMEOUT_MS,
  factOf,
  fastRideEnv,
  fillCard,
  historyTrip,
  rideToTheEnd,
  selectPaymentPopup,
  startRide,
  RIDE_TIMEOUT_MS,
  summaryPopup,
  thanksPopup,
  unpaidPopup,
  waitForFact,
} from '../lib/after-ride.ts';
import { queryDb } from '../lib/db.ts';
import { holdRequests } from '../lib/navigation.ts';
import { expectFitsPhones } from '../lib/popup-fit.ts';
import { fullPhone, newestTripOf, registerRider, type NewRider } from '../lib/new-rider.ts';
import type { RunningApp } from '../lib/start-app.ts';
import { browserSuite } from '../lib/suite.ts';

// London's simulated drivers all offer at the rider's fare, never cancel and drive very fast
// (see fastRideEnv): each journey has its own new rider and a ride that completes in seconds.
const { pageTest } = browserSuite({ env: fastRideEnv() });

/** Rides take a while on a busy machine: one ride, its popups and My Account. */
const JOURNEY_TIMEOUT_MS = 90_000;

/** The rating and feedback of the rider's newest trip, as the database holds them. */
function ratingOf(app: RunningApp, rider: NewRider) {
  return queryDb<{ trip_rating: number | null; trip_feedback: string | null }>(
    app.dbFile,
    `SELECT t.trip_rating, t.trip_feedback FROM trips t JOIN users u ON u.user_id = t.user_id
      WHERE u.phone_code = '+1' AND u.phone = ? ORDER BY t.trip_id DESC LIMIT 1`,
    fullPhone(rider).slice(2),
  )[0];
}

/** The pay status of the rider's newest trip and its payments' modes, as the database holds them. */
function paymentOf(app: RunningApp, rider: NewRider) {
  const [trip] = queryDb<{ trip_id: number; trip_pay_status: string }>(
    app.dbFile,
    `SELECT t.trip_id, t.trip_pay_status FROM trips t JOIN users u ON u.user_id = t.user_id
      WHERE u.phone_code = '+1' AND u.phone = ? ORDER BY t.trip_id DESC LIMIT 1`,
    fullPhone(rider).slice(2),
  );
  if (!trip) throw new Error('the rider has no trip');
  const modes = queryDb<{ pay_mode: string }>(
    app.dbFile,
    'SELECT pay_mode FROM payments WHERE trip_id = ? ORDER BY payment_id',
    trip.trip_id,
  ).map((p) => p.pay_mode);
  return { status: trip.trip_pay_status, modes };
}

describe('after the ride: rating and payment', () => {
  pageTest(
    'a Card ride: rate 4.5 stars with feedback, a declined card, then 4242 pays; receipt in My Account',
    async ({ page, app }) => {
      const rider = { firstName: 'Mary', lastName: 'Jackson', national: '519 555 0160' };
      await registerRider(page, app, rider);
      // a Card trip without a saved card is not charged at completion: the unpaid popup shows
      const unpaid = await rideToTheEnd(page, 'Card');
      await waitForFact(unpaid, 'Pay status', 'Unpaid');
      const amount = await factOf(unpaid, 'Pay amount').innerText();
      expect(amount).toMatch(/^CA\$\d+\.\d{2}$/);

      // rate the driver: four and a half stars and a few words
      await unpaid
        .getByRole('radiogroup', { name: 'Rate your driver' })
        .getByRole('radio', { name: '4.5 stars', exact: true })
        .check();
      await unpaid.getByLabel('Feedback', { exact: true }).fill('Friendly driver, smooth ride.');
      await unpaid.getByRole('button', { name: 'Submit Feedback' }).click();
      await unpaid.getByText('Thank You For Your Valuable Feedback').waitFor();
      expect(await unpaid.getByRole('button', { name: 'Submit Feedback' }).count()).toBe(0);

      // Pay → Select Payment Method → Card
      await unpaid.getByRole('button', { name: 'Pay', exact: true }).click();
      const select = selectPaymentPopup(page);
      await select.getByText(`Amount to pay: ${amount}`).waitFor();
      expect(await select.getByRole('button', { name: 'Cash', exact: true }).count()).toBe(0);
      await select.getByRole('button', { name: 'Card', exact: true }).click();

      // a declined card: the provider's message under the form
      const popup = cardPaymentPopup(page);
      const form = popup.getByRole('form', { name: 'New card' });
      await fillCard(form, CARDS.declined);
      await form.getByRole('button', { name: 'Pay now' }).click();
      await form.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();

      // the good card: 'Processing ... ' while the payment runs, then the thank-you popup
      const payments = await holdRequests(page, '**/constantapi/createpaymentintent');
      await fillCard(form, CARDS.ok);
      await form.getByRole('button', { name: 'Pay now' }).click();
      await payments.held;
      const busy = form.getByRole('button', { name: 'Processing ...' });
      await busy.waitFor();
      expect(await busy.textContent()).toBe('Processing ... ');
      expect(await busy.isDisabled()).toBe(true);
      payments.release();

      const thanks = thanksPopup(page);
      await thanks.getByText('Your payment was successful.').waitFor({ timeout: 15_000 });
      await thanks.getByRole('button', { name: 'Close' }).click();

      // the paid, completed trip: its summary with the rating and feedback
      const summary = summaryPopup(page);
      await summary.waitFor();
      await waitForFact(summary, 'Amount paid', amount);
      await waitForFact(summary, 'Pay mode', 'Card');
      await summary.getByText('Friendly driver, smooth ride.').waitFor();
      await summary.getByRole('button', { name: 'Close' }).click();
      await summary.waitFor({ state: 'detached' });

      // My Account: the trip is Paid, with a receipt
      await page.goto('/profile');
      const trip = historyTrip(page);
      await trip.getByText('Paid', { exact: true }).waitFor({ timeout: 15_000 });
      await trip.getByRole('link', { name: 'Receipt' }).click();
      await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
      const receipt = page.getByRole('region', { name: 'Receipt' });
      await waitForFact(receipt, 'Total paid', amount);
      await waitForFact(receipt, 'Pay mode', 'Card · Visa •••• 4242');
      expect(await factOf(receipt, 'Driver').innerText()).not.toBe('—');
      await receipt.getByText('Western University').first().waitFor();
      await page.getByRole('button', { name: 'Print' }).waitFor();
      // the rating reached the server, once
      expect(newestTripOf(app, rider)).toMatchObject({ trip_status: 'completed' });
      expect(ratingOf(app, rider)).toEqual({
        trip_rating: 4.5,
        trip_feedback: 'Friendly driver, smooth ride.',
      });
      // nothing is left to pay: no popup comes back
      expect(await page.getByRole('dialog').count()).toBe(0);
    },
    { timeout: JOURNEY_TIMEOUT_MS },
  );

  pageTest('/Checkout: add the 4242 card, see it listed, delete it', async ({ page, app }) => {
    await registerRider(page, app, {
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      national: '519 555 0161',
    });
    await page.goto('/Checkout');
    await page.getByRole('heading', { level: 1, name: 'Saved cards' }).waitFor();
    await page.getByText('No saved cards yet.').waitFor();

    const form = page.getByRole('form', { name: 'Add Card' });
    await fillCard(form, CARDS.ok);
    await form.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('Card saved successfully!').first().waitFor();

    const list = page.getByRole('list', { name: 'Your cards' });
    const card = list.getByRole('listitem').filter({ hasText: /•••• 4242/ });
    await card.waitFor();
    await card.getByText('Visa', { exact: true }).waitFor();
    await card.getByText(/^Expires 12\/20\d\d$/).waitFor();
    // the fields are laid out as fields: each label above its box
    const label = await form.getByText('Card number', { exact: true }).boundingBox();
    const field = await form.getByLabel('Card number', { exact: true }).boundingBox();
    expect(label!.y + label!.height).toBeLessThanOrEqual(field!.y + 1);
    // the form is emptied for the next card
    expect(await form.getByLabel('Card number', { exact: true }).inputValue()).toBe('');

    await card.getByRole('button', { name: 'Delete card ending 4242' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this card?' });
    await confirm.getByText(/•••• 4242/).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No saved cards yet.').waitFor();
    expect(await page.getByText(/•••• 4242/).count()).toBe(0);
  });

  pageTest(
    'a Wallet payment: refused with an empty wallet, paid after a top-up by card',
    async ({ page, app }) => {
      await registerRider(page, app, {
        firstName: 'Katherine',
        lastName: 'Coleman',
        national: '519 555 0162',
      });
      // A wallet that does not cover the offer can no longer book a wallet ride (issue 17): the
      // ride is booked by card (no saved card, so it ends Unpaid), and the rider pays it from the
      // wallet they top up.
      const unpaid = await rideToTheEnd(page, 'Card');
      const amount = await factOf(unpaid, 'Pay amount').innerText();

      await unpaid.getByRole('button', { name: 'Pay', exact: true }).click();
      const select = selectPaymentPopup(page);
      await select.getByText('Wallet balance: CA$0.00').waitFor();
      await select.getByRole('button', { name: 'Wallet', exact: true }).click();
      await select.getByRole('alert').filter({ hasText: 'Insufficient wallet amount' }).waitFor();

      // go and top up: back, close the popup, My Account
      await select.getByRole('button', { name: 'Back' }).click();
      await unpaid.getByRole('button', { name: 'Close' }).click();
      await unpaid.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'My Account' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
      // the amount is typed while the saved cards load: the card form that comes with them must
      // not take the page away (it hid everything to fetch its texts, and the focus with it)
      const cards = await holdRequests(page, '**/constantapi/getpaymentmethods');
      await page.getByRole('button', { name: 'Top up wallet' }).click();
      const topUp = page.getByRole('group', { name: 'Add money' });
      const amountField = topUp.getByLabel('Amount (CAD)');
      await cards.held;
      await amountField.fill('50');
      cards.release();
      await topUp.getByRole('radio', { name: 'A new card' }).waitFor();
      // (no DOM types in this project: the element is described structurally)
      const focused = await amountField.evaluate((field) => {
        const node = field as unknown as { ownerDocument: { activeElement: unknown } };
        return node.ownerDocument.activeElement === field;
      });
      expect(focused).toBe(true);
      await topUp.getByRole('radio', { name: 'A new card' }).check();
      const form = topUp.getByRole('form', { name: 'New card' });
      await fillCard(form, CARDS.ok);
      expect(await amountField.inputValue()).toBe('50');
      await form.getByRole('button', { name: 'Add money' }).click();
      await page.getByText('Your wallet has been topped up.').first().waitFor();
      await waitForFact(page.getByRole('region', { name: 'Wallet' }), 'Wallet balance', 'CA$50.00');

      // the unpaid trip comes back with the next page load: pay it from the wallet
      await page.reload();
      await unpaid.waitFor();
      await unpaid.getByRole('button', { name: 'Pay', exact: true }).click();
      await select.getByText('Wallet balance: CA$50.00').waitFor();
      await select.getByRole('button', { name: 'Wallet', exact: true }).click();
      // the wallet is debited at once: the amount is confirmed first
      await select.getByText(`Pay ${amount} from your wallet?`).waitFor();
      await select.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
      const thanks = thanksPopup(page);
      await thanks.getByText('Your payment was successful.').waitFor();
      await thanks.getByRole('button', { name: 'Close' }).click();
      const summary = summaryPopup(page);
      await waitForFact(summary, 'Pay mode', 'Wallet');
      await summary.getByRole('button', { name: 'Close' }).click();

      // the wallet paid the amount
      const rest = (50 - Number(amount.replace(/[^\d.]/g, ''))).toFixed(2);
      await page.reload();
      await waitForFact(
        page.getByRole('region', { name: 'Wallet' }),
        'Wallet balance',
        `CA$${rest}`,
      );
      await historyTrip(page).getByText('Paid', { exact: true }).waitFor();
    },
    { timeout: JOURNEY_TIMEOUT_MS },
  );

  pageTest(
    'a Cash ride: the rider chooses cash, the driver confirms it, only then is the trip Paid',
    async ({ page, app }) => {
      const rider = { firstName: 'Annie', lastName: 'Easley', national: '519 555 0163' };
      await registerRider(page, app, rider);
      const unpaid = await rideToTheEnd(page, 'Cash');
      await unpaid.getByRole('button', { name: 'Pay', exact: true }).click();
      const select = selectPaymentPopup(page);
      await select.getByRole('button', { name: 'I paid in cash' }).click();
      // nothing is paid yet: the driver is to confirm the cash
      const waiting = cashAwaitingPopup(page);
      await waiting
        .getByText(/^You chose to pay in cash\. Your driver will confirm the cash/)
        .waitFor();
      expect(await thanksPopup(page).count()).toBe(0);
      expect(paymentOf(app, rider)).toEqual({ status: 'Unpaid', modes: [] });
      // the simulated driver confirms it a few seconds later: thank-you without a click
      const thanks = thanksPopup(page);
      await thanks
        .getByText('Your payment was successful.')
        .waitFor({ timeout: CASH_CONFIRM_TIMEOUT_MS });
      expect(paymentOf(app, rider)).toEqual({ status: 'Paid', modes: ['Cash'] });
      await thanks.getByRole('button', { name: 'Close' }).click();
      const summary = summaryPopup(page);
      await waitForFact(summary, 'Pay mode', 'Cash');
      await summary.getByRole('button', { name: 'Close' }).click();
      await summary.waitFor({ state: 'detached' });
      // the booking page behind no longer shows the request as waiting for offers
      await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
      expect(await page.getByRole('button', { name: 'Cancel Ride' }).count()).toBe(0);

      await page.goto('/profile');
      await historyTrip(page).getByText('Paid', { exact: true }).waitFor();
      await historyTrip(page).getByText('Completed', { exact: true }).waitFor();
    },
    { timeout: JOURNEY_TIMEOUT_MS },
  );

  pageTest(
    'a Card ride with a saved card is charged at completion: thank-you, then rate in the summary',
    async ({ page, app }) => {
      const rider = { firstName: 'Evelyn', lastName: 'Boyd', national: '519 555 0164' };
      await registerRider(page, app, rider);
      await page.goto('/Checkout');
      const form = page.getByRole('form', { name: 'Add Card' });
      await fillCard(form, CARDS.ok);
      await form.getByRole('button', { name: 'Save card' }).click();
      await page
        .getByRole('list', { name: 'Your cards' })
        .getByText(/•••• 4242/)
        .waitFor();

      await startRide(page, 'Card');
      const thanks = thanksPopup(page);
      await thanks.getByText('Your payment was successful.').waitFor({ timeout: RIDE_TIMEOUT_MS });
      expect(await unpaidPopup(page).count()).toBe(0);

      // a 15 % tip on the saved card: the server computes and charges it, the driver is told
      const tip = thanks.getByRole('group', { name: 'Add a tip' });
      await tip.getByRole('radio', { name: /^15 % \(CA\$\d+\.\d\d\)$/ }).check();
      await thanks.getByText(/^Charged to .*4242\.$/).waitFor();
      await thanks.getByRole('button', { name: 'Add tip' }).click();
      await thanks.getByText(/^Your tip: CA\$\d+\.\d\d$/).waitFor();
      expect(
        queryDb<{ tip_amount: number }>(
          app.dbFile,
          'SELECT tip_amount FROM trips WHERE tip_amount > 0',
        ),
      ).toHaveLength(1);
      await thanks.getByRole('button', { name: 'Close' }).click();

      // the summary offers the rating while the trip is not rated
      const summary = summaryPopup(page);
      await waitForFact(summary, 'Pay mode', 'Card');
      await summary
        .getByRole('radiogroup', { name: 'Rate your driver' })
        .getByRole('radio', { name: '5 stars', exact: true })
        .check();
      await summary.getByRole('button', { name: 'Submit Feedback' }).click();
      await summary.getByText('Thank You For Your Valuable Feedback').waitFor();
      expect(ratingOf(app, rider)?.trip_rating).toBe(5);
      await summary.getByRole('button', { name: 'Close' }).click();
      await summary.waitFor({ state: 'detached' });

      await page.goto('/profile');
      await historyTrip(page).getByText('Paid', { exact: true }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    },
    { timeout: JOURNEY_TIMEOUT_MS },
  );

  pageTest(
    'a Cash ride paid by a new card: the tip goes on that card; tip and rate from My Account after closing the thank-you',
    async ({ page, app }) => {
      const rider = { firstName: 'Gladys', lastName: 'West', national: '519 555 0165' };
      await registerRider(page, app, rider);
      const unpaid = await rideToTheEnd(page, 'Cash');
      // the rider pays by a new card after all, without saving it
      await unpaid.getByRole('button', { name: 'Pay', exact: true }).click();
      await selectPaymentPopup(page).getByRole('button', { name: 'Card', exact: true }).click();
      const form = cardPaymentPopup(page).getByRole('form', { name: 'New card' });
      await fillCard(form, CARDS.ok);
      await form.getByRole('button', { name: 'Pay now' }).click();

      // the thank-you popup offers the tip on the card just used (issue 26)
      const thanks = thanksPopup(page);
      await thanks.getByText('Your payment was successful.').waitFor({ timeout: 15_000 });
      await thanks.getByRole('group', { name: 'Add a tip' }).waitFor();
      await thanks.getByText(/^Charged to Visa •••• 4242\.$/).waitFor();
      // …but the rider closes it, and the summary, without tipping or rating
      await thanks.getByRole('button', { name: 'Close' }).click();
      const summary = summaryPopup(page);
      await summary.getByRole('button', { name: 'Close' }).click();
      await summary.waitFor({ state: 'detached' });

      // My Account still offers both, for the after-ride window
      await page.goto('/profile');
      const trip = historyTrip(page);
      await trip.getByText('Paid', { exact: true }).waitFor({ timeout: 15_000 });
      await trip.getByRole('button', { name: 'Add a tip' }).click();
      const tipDialog = page.getByRole('dialog', { name: 'Add a tip' });
      const tip = tipDialog.getByRole('group', { name: 'Add a tip' });
      await tip.getByRole('radio', { name: /^10 % \(CA\$\d+\.\d\d\)$/ }).check();
      await tipDialog.getByText(/^Charged to Visa •••• 4242\.$/).waitFor();
      // the popup fits a 320 px phone, and so does the history behind it
      await expectFitsPhones(tipDialog);
      await tipDialog.getByRole('button', { name: 'Add tip' }).click();
      await tipDialog.getByText(/^Your tip: CA\$\d+\.\d\d$/).waitFor();
      await tipDialog.getByRole('button', { name: 'Close' }).click();
      await tipDialog.waitFor({ state: 'detached' });
      // charged once on the card that paid the ride
      const tips = queryDb<{ pay_mode: string; card_last4: string }>(
        app.dbFile,
        `SELECT p.pay_mode, p.card_last4 FROM payments p WHERE p.kind = 'tip' AND p.status = 'succeeded'
          AND p.trip_id = ?`,
        newestTripOf(app, rider)?.trip_id ?? 0,
      );
      expect(tips).toEqual([{ pay_mode: 'Card', card_last4: '4242' }]);
      await trip.getByRole('button', { name: 'Add a tip' }).waitFor({ state: 'detached' });

      await trip.getByRole('button', { name: 'Rate your driver' }).click();
      const rateDialog = page.getByRole('dialog', { name: 'Rate your driver' });
      await rateDialog
        .getByRole('radiogroup', { name: 'Rate your driver' })
        .getByRole('radio', { name: '4 stars', exact: true })
        .check();
      await expectFitsPhones(rateDialog);
      await rateDialog.getByRole('button', { name: 'Submit Feedback' }).click();
      await rateDialog.getByText('Thank You For Your Valuable Feedback').waitFor();
      expect(ratingOf(app, rider)?.trip_rating).toBe(4);
      await rateDialog.getByRole('button', { name: 'Close' }).click();
      await trip.getByRole('button', { name: 'Rate your driver' }).waitFor({ state: 'detached' });

      // once done, the receipt offers neither
      await trip.getByRole('link', { name: 'Receipt' }).click();
      await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
      await page.getByRole('button', { name: 'Print' }).waitFor();
      expect(await page.getByRole('button', { name: 'Add a tip' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Rate your driver' }).count()).toBe(0);
    },
    // a ride, its payment, then both actions in My Account: twice the others' time
    { timeout: 2 * JOURNEY_TIMEOUT_MS },
  );
});
