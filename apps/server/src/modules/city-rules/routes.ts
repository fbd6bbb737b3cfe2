import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import type { Trx } from '../../db/database.ts';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { audited } from '../audit/audited.ts';
import type { SignedInStaff } from '../staff/identify.ts';
import { scopeOfStaff } from './scope.ts';
import {
  getCityRules,
  listStaffCategories,
  listStaffCities,
  saveCategory,
  saveCreditLimit,
  saveFare,
  saveGeofence,
  savePayOptions,
  savePromo,
  type Change,
} from './service.ts';

/**
 * The city managers' endpoints (issue 30 "Cities and money rules"): limited to the caller's
 * cities by the service, every change audited, and riders' estimates and pages see it at once.
 */
export const cityRulesRoutes: FastifyPluginAsync = async (app) => {
  const ops = endpointTable.opsRules;

  async function ruleChange<T>(
    staff: SignedInStaff,
    subject: { action: string; entity: string },
    entityId: (after: NoInfer<T>) => string | number,
    change: (trx: Trx) => Promise<Change<T>>,
  ): Promise<T> {
    const after = await audited(app.db, { staffId: staff.staffId }, subject, async (trx) => {
      const done = await change(trx);
      return {
        entityId: entityId(done.after),
        before: done.before,
        after: done.after,
        value: done.after,
      };
    });
    app.publicChanges.changed();
    return after;
  }

  serve(app, ops.cities, async (request) =>
    ok(await listStaffCities(app.db, scopeOfStaff(request.staff!))),
  );
  serve(app, ops.cityRules, async (request) =>
    ok(await getCityRules(app.db, scopeOfStaff(request.staff!), request.body.city_id)),
  );
  serve(app, ops.saveFare, async (request) => {
    const staff = request.staff!;
    const fare = await ruleChange(
      staff,
      { action: 'rules.saveFare', entity: 'city_fare' },
      (f) => `${f.city_id}/${f.category_id}`,
      (trx: Trx) => saveFare(trx, scopeOfStaff(staff), request.body),
    );
    return ok(fare);
  });
  serve(app, ops.savePayOptions, async (request) => {
    const staff = request.staff!;
    return ok(
      await ruleChange(
        staff,
        { action: 'rules.savePayOptions', entity: 'city' },
        (c) => c.city_id,
        (trx: Trx) => savePayOptions(trx, scopeOfStaff(staff), request.body),
      ),
    );
  });
  serve(app, ops.saveCreditLimit, async (request) => {
    const staff = request.staff!;
    return ok(
      await ruleChange(
        staff,
        { action: 'rules.saveCreditLimit', entity: 'city' },
        (c) => c.city_id,
        (trx: Trx) => saveCreditLimit(trx, scopeOfStaff(staff), request.body),
      ),
    );
  });
  serve(app, ops.saveGeofence, async (request) => {
    const staff = request.staff!;
    const saved = await ruleChange(
      staff,
      { action: 'rules.saveGeofence', entity: 'city' },
      (c) => c.city_id,
      (trx: Trx) => saveGeofence(trx, scopeOfStaff(staff), request.body, Date.now()),
    );
    return ok({ city_id: saved.city_id, geofence_version: saved.geofence_version });
  });
  serve(app, ops.savePromo, async (request) => {
    const staff = request.staff!;
    return ok(
      await ruleChange(
        staff,
        { action: 'rules.savePromo', entity: 'promo' },
        (p) => p.promo_id,
        (trx: Trx) => savePromo(trx, scopeOfStaff(staff), request.body),
      ),
    );
  });
  serve(app, ops.categories, async () => ok(await listStaffCategories(app.db)));
  serve(app, ops.saveCategory, async (request) =>
    ok(
      await ruleChange(
        request.staff!,
        { action: 'rules.saveCategory', entity: 'category' },
        (c) => c.category_id,
        (trx: Trx) => saveCategory(trx, request.body),
      ),
    ),
  );
};
