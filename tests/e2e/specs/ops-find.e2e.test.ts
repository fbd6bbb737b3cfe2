import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../lib/axe.ts';
import { queryDb } from '../lib/db.ts';
import { signInToOps } from '../lib/ops.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

describe('back office: finding anyone and the audit log', () => {
  pageTest('support finds a rider by name and opens their page', async ({ page }) => {
    await signInToOps(page, 'support');
    await page.getByRole('link', { name: 'Riders and trips' }).click();
    // part of the name, in any case, as a rider says it on the phone
    await page.getByLabel('Name, phone or e-mail').fill('demo rid');
    await page.getByRole('button', { name: 'Find rider' }).click();
    const found = page.getByRole('table', { name: 'Riders found, newest first' });
    // the phone grouped as its country writes it (libphonenumber-js, on the service)
    await found.getByRole('cell', { name: '+1 519 555 0100' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await found.getByRole('link', { name: 'Demo Rider' }).click();
    await page.getByRole('heading', { level: 1, name: 'Demo Rider' }).waitFor();
    await page.getByText('demo@fairfare.example').waitFor();

    // the same rider by e-mail and by phone typed another way
    await page.getByRole('link', { name: 'Back to the search' }).click();
    for (const typed of ['DEMO@fairfare', '(519) 555-0100']) {
      await page.getByLabel('Name, phone or e-mail').fill(typed);
      await page.getByRole('button', { name: 'Find rider' }).click();
      await page
        .getByRole('table', { name: 'Riders found, newest first' })
        .getByRole('link', { name: 'Demo Rider' })
        .waitFor();
    }
  });

  pageTest(
    'an admin reads a change in the audit log, field by field, and exports it as CSV',
    async ({ page, app }) => {
      const [driver] = queryDb<{ driver_id: number; d_name: string }>(
        app.dbFile,
        'SELECT driver_id, d_name FROM drivers ORDER BY driver_id LIMIT 1',
      );
      await signInToOps(page, 'admin');
      // the admin's menu has every screen, support's too
      const nav = page.getByRole('navigation', { name: 'Back office' });
      await nav.getByRole('link', { name: 'Riders and trips' }).waitFor();
      await nav.getByRole('link', { name: 'Drivers' }).click();
      await page.getByLabel('Name, phone or car number').fill(driver!.d_name);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: `Suspend ${driver!.d_name}` }).click();
      await page.getByLabel('Reason').fill('Documents expired');
      await page.getByRole('button', { name: 'Suspend driver' }).click();
      await page.getByText('Suspended: Documents expired').waitFor();

      await nav.getByRole('link', { name: 'Audit log' }).click();
      await page.getByLabel('Action').fill('driver.suspend');
      await page.getByRole('button', { name: 'Filter' }).click();
      const entries = page.getByRole('table', { name: 'Audit entries, newest first' });
      const row = entries.getByRole('row').filter({ hasText: `driver ${driver!.driver_id}` });
      await row.getByText('suspended: false → true').waitFor();
      await row.getByText('Documents expired').waitFor();
      await expectNoSeriousA11yViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export the audit log as CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('audit-log.csv');
      const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Entry,When (UTC),Who,Action,Object,Changes,Reason');
      // only what the list shows: the filter went with the export
      expect(lines.slice(1)).toHaveLength(1);
      expect(lines[1]).toContain(
        `,driver.suspend,driver ${driver!.driver_id},suspended: false → true,Documents expired`,
      );
      // the export is itself in the log
      expect(
        queryDb<{ action: string }>(
          app.dbFile,
          "SELECT action FROM audit_log WHERE action LIKE 'export.%'",
        ),
      ).toEqual([{ action: 'export.audit' }]);
    },
    { timeout: 90_000 },
  );
});
