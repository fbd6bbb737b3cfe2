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
    'the driver cancels on the way to the pickup: the rider is told and the page reloads',
    async ({ page, app }) => {
      await registerRider(page, app, {
        firstName: 'Katherine',
        lastName: 'Johnson',
        national: '519 555 0152',
      });
      await bookRideNow(page);

      await acceptFirstOffer(page);
      await statusPopup(page, 'Driver Assigned').waitFor();

      const reloaded = page.waitForEvent('load', { timeout: DRIVER_TIMEOUT_MS });
      await page
        .getByText('Your ride has been canceled.')
        .first()
        .waitFor({ timeout: DRIVER_TIMEOUT_MS });
      await reloaded;
      // the reloaded page shows the booking form again, without the ride overlay
      await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);

      await expectTripInHistory(
        page,
        { from: WESTERN, to: MASONVILLE },
        'Partner Cancel at Pickup Location',
      );
      expect(await page.getByRole('dialog').count()).toBe(0);
    },
    { timeout: 60_000 },
  );
});
