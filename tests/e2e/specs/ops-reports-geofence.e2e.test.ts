import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { londonGeofence } from '@fairfare/server/db/seed/cities';
import { queryDb } from '../lib/db.ts';
import { signInToOps } from '../lib/ops.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

describe('back office: reports and geofences (issue 39)', () => {
  pageTest(
    "on a 390 px phone, a city manager reads London's last week as charts and a table, and downloads it as CSV",
    async ({ page }) => {
      await signInToOps(page, 'city');
      await page.getByRole('link', { name: 'Reports' }).click();
      await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      // a city manager's only city (London); the demo seed's week shows
      const city = page.getByLabel('City');
      expect(await city.locator('option').allInnerTexts()).toEqual(['London']);
      const table = page.getByRole('table', { name: 'Report of London per day' });
      await table.waitFor({ timeout: 15_000 });
      expect(await table.getByRole('row').count()).toBe(9); // a header and eight days
      const rides = page.getByRole('definition').first();
      expect(Number(await rides.innerText())).toBeGreaterThan(20);
      for (const chart of [
        'Rides per day, by how they ended',
        'Completion and cancellation rates (%)',
        'Fares, commission and refunds (CAD)',
        'Cash, card and wallet (CAD)',
      ]) {
        await page.getByRole('img', { name: `${chart}: chart of the table below` }).waitFor();
      }
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(390);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\r\n');
      expect(csv[0]).toMatch(/^City,Currency,Day,Rides,Completed,Cancelled by rider,/);
      expect(csv).toHaveLength(9);
      expect(csv.slice(1).every((line) => line.startsWith('London,CAD,'))).toBe(true);
    },
    { viewport: { width: 390, height: 844 }, timeout: 90_000 },
  );

  pageTest(
    "an admin drags a corner of London's geofence, sees which places stay inside, and saves the moved corner",
    async ({ page, app }) => {
      await signInToOps(page, 'admin');
      await page.getByRole('link', { name: 'City rules' }).click();
      await page.getByRole('heading', { level: 1, name: 'City rules' }).waitFor();
      const box = page.getByRole('textbox', { name: 'GeoJSON' });
      await expect.poll(async () => JSON.parse(await box.inputValue())).toEqual(londonGeofence);
      const inside = page.getByText(/^\d+ of \d+ places of London are inside this area\.$/);
      await inside.waitFor();

      await page.getByRole('button', { name: 'Move the corners' }).click();
      const map = page.getByRole('region', { name: 'Geofence of London' });
      await map.scrollIntoViewIfNeeded();
      // Geoman's handles: one per corner, and one between corners to add a corner
      const corner = map.locator('.marker-icon:not(.marker-icon-middle)').first();
      await corner.waitFor({ timeout: 15_000 });
      expect(await map.locator('.marker-icon:not(.marker-icon-middle)').count()).toBe(12);
      const at = (await corner.boundingBox())!;
      const from = { x: at.x + at.width / 2, y: at.y + at.height / 2 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 40, from.y + 40, { steps: 8 });
      await page.mouse.up();

      await page.getByRole('region', { name: 'New geofence of London' }).waitFor();
      const moved = JSON.parse(await box.inputValue()) as { coordinates: number[][][] };
      const changedCorners = moved.coordinates[0]!.filter(
        (point, i) => JSON.stringify(point) !== JSON.stringify(londonGeofence.coordinates[0]![i]),
      );
      expect(changedCorners.length).toBeGreaterThanOrEqual(1);
      expect(moved.coordinates[0]).toHaveLength(13);
      // the preview follows the box: still counted, now for the moved area
      await inside.waitFor();

      await page.getByRole('button', { name: 'Done moving corners' }).click();
      await page.getByRole('button', { name: 'Save geofence' }).click();
      await page.getByText(/^Geofence saved \(version \d+\)\.$/).waitFor();
      await page.getByRole('region', { name: 'Geofence of London' }).waitFor();
      const [row] = queryDb<{ geofence_json: string }>(
        app.dbFile,
        'SELECT geofence_json FROM cities WHERE city_id = 14',
      );
      expect(JSON.parse(row!.geofence_json).coordinates).toEqual(moved.coordinates);
    },
    { timeout: 90_000 },
  );
});
