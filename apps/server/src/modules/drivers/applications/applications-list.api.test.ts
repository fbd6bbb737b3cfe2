import { describe, expect, it } from 'vitest';
import { opsApplicationPaths } from '@fairfare/contracts/driver-applications';
import type { Db } from '../../../db/database.ts';
import { startSeededApp } from '../../../../test/helpers/app.ts';
import { databaseKinds } from '../../../../test/helpers/databases.ts';
import { csvLines } from '../../../../test/helpers/csv.ts';
import { signInStaff, staffCall } from '../../../../test/helpers/staff.ts';
import { APPLICATIONS_PAGE_SIZE } from './review-service.ts';

const LONDON = 14;
const TORONTO = 15;
const MINUTE = 60_000;

/** Submitted applications written straight to the table: `count` in a city, one a minute. */
async function addApplications(
  db: Db,
  count: number,
  options: { cityId: number; status?: string; firstSubmittedAt: number; name: string },
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = options.firstSubmittedAt + i * MINUTE;
    const row = await db
      .insertInto('driver_applications')
      .values({
        phone_code: '+1',
        phone: `51977${String(options.cityId).padStart(2, '0')}${String(i).padStart(3, '0')}`,
        status: options.status ?? 'pending',
        d_name: `${options.name} ${i}`,
        city_id: options.cityId,
        car_make: 'Toyota',
        car_model: 'Corolla',
        car_color: 'Grey',
        car_number: `AP${i}`,
        submitted_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('application_id')
      .executeTakeFirstOrThrow();
    ids.push(row.application_id);
  }
  return ids;
}

describe.each(databaseKinds)('the back office’s list of applications (%s)', (kind) => {
  it('pages by keyset, latest submitted first, and exports every one the filter shows', async () => {
    const { app, db } = await startSeededApp(kind);
    const start = Date.UTC(2026, 10, 20, 12);
    const london = await addApplications(db, APPLICATIONS_PAGE_SIZE + 3, {
      cityId: LONDON,
      firstSubmittedAt: start,
      name: 'London Applicant',
    });
    // Created before the last London ones but submitted after them all: first in the list.
    const [late] = await addApplications(db, 1, {
      cityId: LONDON,
      firstSubmittedAt: start + 10 * 24 * 60 * MINUTE,
      name: 'Late Submitter',
    });
    await addApplications(db, 2, { cityId: TORONTO, firstSubmittedAt: start, name: 'Toronto' });
    const expected = [late!, ...[...london].reverse()];

    const manager = await signInStaff(app, 'city'); // London's manager
    const first = (await staffCall(app, manager, opsApplicationPaths.list, {})).json().response;
    expect(first.applications).toHaveLength(APPLICATIONS_PAGE_SIZE);
    const firstIds = first.applications.map((a: { application_id: number }) => a.application_id);
    expect(firstIds).toEqual(expected.slice(0, APPLICATIONS_PAGE_SIZE));
    expect(first.next_before_id).toBe(firstIds.at(-1));

    const second = (
      await staffCall(app, manager, opsApplicationPaths.list, { before_id: first.next_before_id })
    ).json().response;
    expect(second.applications.map((a: { application_id: number }) => a.application_id)).toEqual(
      expected.slice(APPLICATIONS_PAGE_SIZE),
    );
    expect(second.next_before_id).toBeNull();

    const lines = csvLines(await staffCall(app, manager, opsApplicationPaths.export, {}));
    expect(lines[0]).toBe(
      'Application,Status,Name,Phone,City,Category,Car,Year,Plate,Language,Submitted,Reviewed,Reason,Driver',
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(expected);
    expect(lines[1]).toContain(',pending,Late Submitter 0,');
    expect(lines[1]).toContain(',Grey Toyota Corolla,');
    // Another status shows none of these, in the list as in the export.
    const approved = await staffCall(app, manager, opsApplicationPaths.export, {
      status: 'approved',
    });
    expect(csvLines(approved)).toHaveLength(1);
  });

  it('lets admins and city managers export, no one else; a bad page start is refused', async () => {
    const { app } = await startSeededApp(kind);
    for (const role of ['support', 'editor'] as const) {
      const staff = await signInStaff(app, role);
      expect((await staffCall(app, staff, opsApplicationPaths.export, {})).statusCode).toBe(403);
    }
    expect((await staffCall(app, null, opsApplicationPaths.export, {})).statusCode).toBe(401);
    const admin = await signInStaff(app, 'admin');
    expect((await staffCall(app, admin, opsApplicationPaths.export, {})).statusCode).toBe(200);
    const bad = await staffCall(app, admin, opsApplicationPaths.list, { before_id: -4 });
    expect(bad.statusCode).toBe(400);
  });
});
