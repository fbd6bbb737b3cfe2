import { describe, expect } from 'vitest';
import { registerRider } from '../lib/new-rider.ts';
import {
  acceptFirstOffer,
  bookRideNow,
  DRIVER_TIMEOUT_MS,
  simulatorEnv,
  statusPopup,
  waitForOffers,
} from '../lib/simulated-ride.ts';
import { browserSuite } from '../lib/suite.ts';

// Content pages come without React (issue 27, decision 028); the ride overlay is their one
// island, loaded only for a rider with a trip to show.
const { pageTest } = browserSuite({ env: simulatorEnv() });

/** The app's React chunks (its entry, React, react-dom's client) and the island's own. */
const REACT_SCRIPT = /\/assets\/(index|react|client|rideIsland)-/;

describe('the ride overlay island on a content page', () => {
  pageTest(
    'a signed-in rider without a trip gets My Account and no React; with a ride, the overlay is there and works',
    async ({ page, app }) => {
      await registerRider(page, app, {
        firstName: 'Grace',
        lastName: 'Hopper',
        national: '519 555 0161',
      });

      // no trip: the service renders My Account, and nothing of React comes
      let scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/blog', { waitUntil: 'load' });
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'My Account', exact: true }).waitFor();
      expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
      expect(scripts.filter((path) => REACT_SCRIPT.test(path))).toEqual([]);

      // a ride: on /blog, the overlay island shows the drivers' offers, and accepting one works
      await bookRideNow(page);
      scripts = [];
      await page.goto('/blog');
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await waitForOffers(page, 1);
      expect(scripts.some((path) => /\/assets\/rideIsland-/.test(path))).toBe(true);
      await acceptFirstOffer(page);
      await statusPopup(page, 'Driver Assigned').waitFor({ timeout: DRIVER_TIMEOUT_MS });
      expect(new URL(page.url()).pathname).toBe('/blog');
    },
    { timeout: 150_000 },
  );
});
