import { describe, expect } from 'vitest';
import { queryDb } from '../lib/db.ts';
import { signInToOps } from '../lib/ops.ts';
import { simulatorEnv } from '../lib/simulated-ride.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite({ env: simulatorEnv() });

describe('back office: drivers', () => {
  pageTest(
    'an admin suspends a simulated driver, who goes offline and stays off',
    async ({ page, app }) => {
      // A driver the simulator has put online.
      await expect
        .poll(
          () => queryDb(app.dbFile, 'SELECT driver_id FROM drivers WHERE is_online = 1').length,
          {
            timeout: 20_000,
          },
        )
        .toBeGreaterThan(0);
      const [driver] = queryDb<{ driver_id: number; d_name: string }>(
        app.dbFile,
        'SELECT driver_id, d_name FROM drivers WHERE is_online = 1 ORDER BY driver_id LIMIT 1',
      );

      await signInToOps(page, 'admin');
      await page.getByRole('link', { name: 'Drivers' }).click();
      await page.getByLabel('Name, phone or car number').fill(driver!.d_name);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: `Suspend ${driver!.d_name}` }).click();
      await page.getByLabel('Reason').fill('Three complaints this week');
      await page.getByRole('button', { name: 'Suspend driver' }).click();
      await page.getByText('Suspended: Three complaints this week').waitFor();

      const state = () =>
        queryDb<{ is_online: number; suspended_at: number | null }>(
          app.dbFile,
          'SELECT is_online, suspended_at FROM drivers WHERE driver_id = ?',
          driver!.driver_id,
        )[0];
      expect(state()).toMatchObject({ is_online: 0 });
      expect(state()?.suspended_at).not.toBeNull();
      // The simulator keeps driving its drivers; this one is refused going online again.
      await page.waitForTimeout(3000);
      expect(state()).toMatchObject({ is_online: 0 });
      const audit = queryDb<{ action: string; reason: string }>(
        app.dbFile,
        "SELECT action, reason FROM audit_log WHERE entity = 'driver'",
      );
      expect(audit).toEqual([{ action: 'driver.suspend', reason: 'Three complaints this week' }]);
    },
    { timeout: 90_000 },
  );
});
