import { describe, expect } from 'vitest';
import { registerRider } from '../lib/new-rider.ts';
import {
  acceptFirstOffer,
  bookRideNow,
  DRIVER_TIMEOUT_MS,
  expectTripInHistory,
  MASONVILLE,
  simulatorEnv,
  statusPopup,
  WESTERN,
} from '../lib/simulated-ride.ts';
import { browserSuite } from '../lib/suite.ts';

// Every simulated driver cancels on the way to the pickup (a server of its own for this file).
const { pageTest } = browserSuite({ env: simulatorEnv({ cancelBeforePickup: 1 }) });

describe('a live ride with simulated drivers', () => {
  pageTest(
    'the driver cancels on the way to the pickup: the rider is told why and sends the request again in one tap',
    async ({ page, app }) => {
      await registerRider(page, app, {
        firstName: 'Katherine',
        lastName: 'Johnson',
        national: '519 555 0152',
      });
      await bookRideNow(page);

      await acceptFirstOffer(page);
      await statusPopup(page, 'Driver Assigned').waitFor();

      const cancelled = page.getByRole('dialog', { name: 'Your driver cancelled' });
      await cancelled.waitFor({ timeout: DRIVER_TIMEOUT_MS });
      await page.getByText('Your ride has been canceled.').first().waitFor();
      expect(
        await cancelled.getByRole('textbox', { name: 'Your offer (CAD)' }).inputValue(),
      ).not.toBe('');
      await cancelled.getByRole('button', { name: 'Send again' }).click();
      await page.getByText('Your request has been sent to drivers again.').first().waitFor();
      // the same request is out again: the booking screen shows it, not an empty form
      await page.getByRole('heading', { level: 1, name: "Waiting for drivers' offers…" }).waitFor();

      await expectTripInHistory(
        page,
        { from: WESTERN, to: MASONVILLE },
        'Partner Cancel at Pickup Location',
      );
    },
    { timeout: 90_000 },
  );
});
