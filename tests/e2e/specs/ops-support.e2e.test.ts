import { describe, expect } from 'vitest';
import {
  CARDS,
  fastRideEnv,
  fillCard,
  historyTrip,
  RIDE_TIMEOUT_MS,
  startRide,
  thanksPopup,
  waitForFact,
} from '../lib/after-ride.ts';
import { expectNoSeriousA11yViolations } from '../lib/axe.ts';
import { queryDb } from '../lib/db.ts';
import { newestTripOf, registerRider } from '../lib/new-rider.ts';
import { signInToOps } from '../lib/ops.ts';
import { browserSuite } from '../lib/suite.ts';

// London's simulated drivers offer at the rider's fare and drive very fast (fastRideEnv).
const { pageTest } = browserSuite({ env: fastRideEnv() });

const money = (cents: number) => `CA$${(cents / 100).toFixed(2)}`;

describe('back office: riders and trips', () => {
  pageTest(
    "support finds a rider's card trip, refunds part of it, and the rider's receipt shows it",
    async ({ page, app }) => {
      // A rider pays a ride with a saved card: charged at completion.
      const rider = { firstName: 'Refunda', lastName: 'Rider', national: '519 555 0191' };
      await registerRider(page, app, rider);
      await page.goto('/Checkout');
      const card = page.getByRole('form', { name: 'Add Card' });
      await fillCard(card, CARDS.ok);
      await card.getByRole('button', { name: 'Save card' }).click();
      await page
        .getByRole('list', { name: 'Your cards' })
        .getByText(/•••• 4242/)
        .waitFor();
      await startRide(page, 'Card');
      await thanksPopup(page)
        .getByText('Your payment was successful.')
        .waitFor({ timeout: RIDE_TIMEOUT_MS });
      const trip = newestTripOf(app, rider);
      if (!trip) throw new Error('the rider has no trip');
      const [paid] = queryDb<{ payment_id: number; pay_amount: number }>(
        app.dbFile,
        "SELECT payment_id, pay_amount FROM payments WHERE trip_id = ? AND status = 'succeeded'",
        trip.trip_id,
      );
      if (!paid) throw new Error('the card ride was not charged');

      // Support signs in and finds the rider by phone, as the rider said it on the phone.
      await signInToOps(page, 'support');
      await page.getByRole('link', { name: 'Riders and trips' }).click();
      await page.getByLabel('Name, phone or e-mail').fill('(519) 555-0191');
      await page.getByRole('button', { name: 'Find rider' }).click();
      await page.getByRole('link', { name: 'Refunda Rider' }).click();
      await page.getByRole('heading', { level: 1, name: 'Refunda Rider' }).waitFor();
      await page.getByRole('link', { name: `Trip ${trip.trip_id}` }).click();
      await page.getByRole('heading', { level: 1, name: `Trip ${trip.trip_id}` }).waitFor();
      await page.getByText(/Ride requested for now from Western University/).waitFor();
      // each of the ride's moves with who made it (the ride's status history)
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await timeline.getByText('Status changed from arrive to begin by the driver').waitFor();
      await timeline.getByText('Status changed from begin to completed by the driver').waitFor();
      await expectNoSeriousA11yViolations(page);

      // Refunds 5.00 of it with a reason, confirmed.
      await page.getByRole('button', { name: `Refund payment ${paid.payment_id}` }).click();
      const form = page.getByRole('form', { name: `Refund payment ${paid.payment_id}` });
      await form.getByLabel('Amount to refund (CAD)').fill('5');
      await form.getByLabel('Reason').fill('Driver took a long detour');
      await form.getByRole('button', { name: 'Review refund' }).click();
      await form
        .getByText(/^Refund 5\.00 CAD to .*4242 for “Driver took a long detour”\?$/)
        .waitFor();
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: 'Confirm refund' }).click();
      await page.getByRole('status').getByText("Refunded 5.00 CAD to the rider's card.").waitFor();
      expect(
        queryDb<{ amount: number; status: string; reason: string }>(
          app.dbFile,
          // this rider's (the demo week has refunds of its own)
          `SELECT r.amount, r.status, r.reason FROM refunds r JOIN users u ON u.user_id = r.user_id
           WHERE u.phone = '5195550191'`,
        ),
      ).toEqual([{ amount: 500, status: 'succeeded', reason: 'Driver took a long detour' }]);

      // The rider's receipt: the refund and what was paid after it.
      await page.goto('/profile');
      await historyTrip(page).getByRole('link', { name: 'Receipt' }).click();
      await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
      const receipt = page.getByRole('region', { name: 'Receipt' });
      await waitForFact(receipt, 'Total paid', money(paid.pay_amount));
      await waitForFact(receipt, 'Refunded', `−${money(500)}`);
      await waitForFact(receipt, 'Total paid after refund', money(paid.pay_amount - 500));
    },
    { timeout: 120_000 },
  );
});
