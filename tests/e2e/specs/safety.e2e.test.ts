import { describe, expect } from 'vitest';
import { queryDb } from '../lib/db.ts';
import { registerRider } from '../lib/new-rider.ts';
import { outboxMessages } from '../lib/outbox.ts';
import {
  acceptFirstOffer,
  anyStatusPopup,
  bookRideNow,
  simulatorEnv,
  statusPopup,
} from '../lib/simulated-ride.ts';
import { browserSuite } from '../lib/suite.ts';

// Simulated drivers that answer at once and take their time to reach the pickup.
const { pageTest } = browserSuite({
  env: simulatorEnv({ departDelayS: [600, 600] }),
});

describe('safety on every ride', () => {
  pageTest(
    'a rider saves a trusted contact, checks the car, sends the ride by SMS and opens the safety panel',
    async ({ page, app }) => {
      await registerRider(page, app, {
        firstName: 'Dorothy',
        lastName: 'Vaughan',
        national: '519 555 0154',
      });

      // My Account: a trusted contact
      await page.goto('/profile');
      const contacts = page.getByRole('region', { name: 'Trusted contacts' });
      await contacts.getByRole('button', { name: 'Add a trusted contact' }).click();
      const form = contacts.getByRole('form', { name: 'Add a trusted contact' });
      await form.getByLabel('Name', { exact: true }).fill('Sister');
      await form.getByLabel('Phone number', { exact: true }).fill('519 555 7044');
      await form.getByRole('button', { name: 'Save contact' }).click();
      await contacts.getByText('Sister', { exact: true }).waitFor();

      await page.goto('/booknow');
      await bookRideNow(page);
      await acceptFirstOffer(page);
      const popup = statusPopup(page, 'Driver Assigned');
      await popup.waitFor();

      // check the car before getting in
      const car = popup.getByRole('region', { name: 'Check your car' });
      const plate = await car.getByText('Plate').locator('xpath=following-sibling::dd').innerText();
      expect(plate).not.toBe('');

      // send the ride to the trusted contact
      await popup.getByRole('button', { name: 'Send by SMS to my trusted contacts' }).click();
      const share = page.getByRole('dialog', { name: 'Share this ride' });
      await share.getByRole('checkbox', { name: 'Sister' }).waitFor();
      await share.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Sent to 1 trusted contact.').first().waitFor();
      const [text] = (await outboxMessages(app, '+15195557044')).map((m) => m.text);
      expect(text).toMatch(/^Dorothy is sharing a FairFare ride with you\. Follow it live: http/);
      expect(text).not.toContain('5195550154');

      // the tracking link shows the driver's car and plate, never the rider's phone
      const link = /(http\S+)/.exec(text ?? '')?.[1] ?? '';
      // opened by the contact, in a browser of their own (not signed in as the rider)
      const browser = page.context().browser();
      if (!browser) throw new Error('no browser');
      const friend = await browser.newContext();
      const tracker = await friend.newPage();
      try {
        await tracker.goto(link);
        await tracker.getByRole('heading', { level: 1, name: 'Track the ride' }).waitFor();
        const trackedPlate = tracker
          .getByText('Plate', { exact: true })
          .locator('xpath=following-sibling::dd');
        await expect.poll(() => trackedPlate.innerText()).toBe(plate);
        expect(await tracker.getByText('519 555 0154').count()).toBe(0);
      } finally {
        await friend.close();
      }

      // the safety panel
      await anyStatusPopup(page).getByRole('button', { name: 'Safety' }).click();
      const panel = page.getByRole('dialog', { name: 'Safety' });
      const call = panel.getByRole('link', { name: 'Call emergency services (911)' });
      expect(await call.getAttribute('href')).toBe('tel:911');
      await panel.getByRole('button', { name: 'Close' }).click();
      await anyStatusPopup(page).waitFor();
      const kinds = () =>
        queryDb<{ kind: string }>(
          app.dbFile,
          'SELECT kind FROM safety_events ORDER BY safety_event_id',
        ).map((row) => row.kind);
      await expect.poll(kinds).toEqual(['shared', 'opened']);
    },
    { timeout: 90_000 },
  );
});
