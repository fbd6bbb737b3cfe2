import { describe, expect, it, onTestFinished } from 'vitest';
import { conflict } from '../../http/errors.ts';
import { databaseKinds, freshDatabase } from '../../../test/helpers/databases.ts';
import { audited } from './audited.ts';

describe.each(databaseKinds)('audited (%s)', (kind) => {
  it('writes the change and its entry in one transaction, or neither', async () => {
    const database = await freshDatabase(kind, { seeded: true });
    onTestFinished(() => database.close());
    const { db } = database;
    const subject = { action: 'driver.rename', entity: 'driver', reason: 'typo' };
    const rename = (name: string, fail: boolean) =>
      audited(
        db,
        { staffId: 7 },
        subject,
        async (trx) => {
          const before = await trx
            .selectFrom('drivers')
            .select('d_name')
            .where('driver_id', '=', 1)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('drivers')
            .set({ d_name: name })
            .where('driver_id', '=', 1)
            .execute();
          if (fail) throw conflict();
          return { entityId: 1, before, after: { d_name: name }, value: name };
        },
        () => 1234,
      );

    await expect(rename('Refused Name', true)).rejects.toThrow();
    expect(await db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
    const driver = await db
      .selectFrom('drivers')
      .select('d_name')
      .where('driver_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(driver.d_name).not.toBe('Refused Name');

    expect(await rename('Kept Name', false)).toBe('Kept Name');
    const entries = await db.selectFrom('audit_log').selectAll().execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staff_id: 7,
      action: 'driver.rename',
      entity: 'driver',
      entity_id: '1',
      before_json: JSON.stringify({ d_name: driver.d_name }),
      after_json: JSON.stringify({ d_name: 'Kept Name' }),
      reason: 'typo',
    });
    expect(Number(entries[0]!.at)).toBe(1234);
  });
});
