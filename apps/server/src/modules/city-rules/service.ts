import type { z } from 'zod';
import { toAmount, toCents } from '@fairfare/contracts/fare';
import type {
  categoryInputSchema,
  CityRules,
  fareRuleInputSchema,
  FareRuleView,
  geofenceInputSchema,
  payOptionsInputSchema,
  creditLimitInputSchema,
  promoInputSchema,
  StaffPromo,
} from '@fairfare/contracts/money-rules';
import type { DbOrTrx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { nextGeofenceVersion, validGeofence } from './geofence-rules.ts';
import { findCategory, listAllCategories, updateCategory } from '../categories/service.ts';
import {
  findCityFareRule,
  listCityFareRules,
  saveCityFareRule,
  type FareRuleRow,
} from '../fares/service.ts';
import { findAnyCity, listCityNames, updateCityRules } from '../cities/service.ts';
import { listCityPlaces } from '../places/service.ts';
import {
  findPromo,
  listPromosOfCity,
  promoCodeTaken,
  savePromoRow,
  type PromoWithUses,
} from '../promos/staff-service.ts';
import { requireCity, type CityScope } from './scope.ts';

/** A staff change: the object before and after it (for the audit log); before is null when new. */
export interface Change<T> {
  before: T | null;
  after: T;
}

function toFareView(row: FareRuleRow): FareRuleView {
  return {
    ...row,
    base_fare: toAmount(row.base_fare),
    per_km: toAmount(row.per_km),
    per_min: toAmount(row.per_min),
    min_fare: toAmount(row.min_fare),
    max_fare: row.max_fare === null ? null : toAmount(row.max_fare),
  };
}

function toStaffPromo(row: PromoWithUses): StaffPromo {
  const cents = (v: number) => toAmount(v);
  return {
    promo_id: row.promo_id,
    promo_code: row.promo_code,
    promo_kind: row.promo_kind,
    promo_value: row.promo_kind === 'flat' ? cents(row.promo_value) : row.promo_value,
    max_discount: row.max_discount === null ? null : cents(row.max_discount),
    valid_from: Number(row.valid_from),
    valid_to: Number(row.valid_to),
    per_user_limit: row.per_user_limit,
    city_id: row.city_id,
    category_id: row.category_id,
    promo_desc: row.promo_desc,
    is_active: row.is_active === 1,
    uses: Number(row.uses),
  };
}

async function cityOrThrow(db: DbOrTrx, scope: CityScope, cityId: number) {
  requireCity(scope, cityId);
  const city = await findAnyCity(db, cityId);
  if (!city) throw notFound('city.notFound');
  return city;
}

/** The cities the caller manages. */
export async function listStaffCities(db: DbOrTrx, scope: CityScope) {
  return listCityNames(db, scope.all ? undefined : scope.cityIds);
}

/** One city's fares, payment options, geofence and promos. */
export async function getCityRules(
  db: DbOrTrx,
  scope: CityScope,
  cityId: number,
): Promise<CityRules> {
  const city = await cityOrThrow(db, scope, cityId);
  const [fares, promos, places] = await Promise.all([
    listCityFareRules(db, cityId),
    // Promos of every city apply here too: a city manager sees them (and cannot change them).
    listPromosOfCity(db, cityId, true),
    listCityPlaces(db, cityId),
  ]);
  return {
    city_id: city.city_id,
    city_name: city.city_name,
    currency: city.city_cur,
    pay_options: city.city_pay_options.split('|').filter(Boolean),
    wallet_credit_limit: toAmount(Number(city.wallet_credit_limit)),
    geofence: validGeofence(city.geofence_json),
    geofence_version: city.geofence_version,
    city_lat: city.city_lat,
    city_lng: city.city_lng,
    fares: fares.map(toFareView),
    promos: promos.map(toStaffPromo),
    places,
  };
}

/**
 * A category's fare in a city, changed or added. Bookings price themselves from the rule when they
 * are made and keep their amounts on the trip, so a change reaches new bookings only.
 * Run inside a transaction.
 */
export async function saveFare(
  trx: DbOrTrx,
  scope: CityScope,
  input: z.output<typeof fareRuleInputSchema>,
): Promise<Change<FareRuleView>> {
  await cityOrThrow(trx, scope, input.city_id);
  if (!(await findCategory(trx, input.category_id))) throw badRequest('booking.categoryRequired');
  const before = await findCityFareRule(trx, input.city_id, input.category_id);
  await saveCityFareRule(trx, {
    city_id: input.city_id,
    category_id: input.category_id,
    base_fare: toCents(input.base_fare),
    per_km: toCents(input.per_km),
    per_min: toCents(input.per_min),
    min_fare: toCents(input.min_fare),
    max_fare: input.max_fare === null ? null : toCents(input.max_fare),
    commission_pct: input.commission_pct,
    bid_floor_pct: input.bid_floor_pct,
    bid_ceiling_pct: input.bid_ceiling_pct,
  });
  const after = await findCityFareRule(trx, input.city_id, input.category_id);
  return { before: before ? toFareView(before) : null, after: toFareView(after!) };
}

/** The payment options riders of the city may choose. Run inside a transaction. */
export async function savePayOptions(
  trx: DbOrTrx,
  scope: CityScope,
  input: z.output<typeof payOptionsInputSchema>,
): Promise<Change<{ city_id: number; pay_options: string[] }>> {
  const city = await cityOrThrow(trx, scope, input.city_id);
  await updateCityRules(trx, input.city_id, {
    city_pay_options: input.pay_options.join('|'),
  });
  return {
    before: { city_id: city.city_id, pay_options: city.city_pay_options.split('|') },
    after: { city_id: city.city_id, pay_options: input.pay_options },
  };
}

/**
 * The city's wallet credit limit (admins only, by the endpoint's roles): support's credits above
 * it wait for a second staff member's approval (decision 047). Stored in cents. Run inside a
 * transaction.
 */
export async function saveCreditLimit(
  trx: DbOrTrx,
  scope: CityScope,
  input: z.output<typeof creditLimitInputSchema>,
): Promise<Change<{ city_id: number; wallet_credit_limit: number }>> {
  const city = await cityOrThrow(trx, scope, input.city_id);
  await updateCityRules(trx, input.city_id, {
    wallet_credit_limit: toCents(input.wallet_credit_limit),
  });
  return {
    before: {
      city_id: city.city_id,
      wallet_credit_limit: toAmount(Number(city.wallet_credit_limit)),
    },
    after: { city_id: city.city_id, wallet_credit_limit: input.wallet_credit_limit },
  };
}

/**
 * A new geofence for the city: validated, stored as its geometry, and given a version greater as
 * text than the one before, so that every rider's city cache replaces it on its next refresh
 * (docs/product/states.md, decision 007). Run inside a transaction.
 */
export async function saveGeofence(
  trx: DbOrTrx,
  scope: CityScope,
  input: z.output<typeof geofenceInputSchema>,
  now: number,
): Promise<Change<{ city_id: number; geofence_version: string; geofence_json: string | null }>> {
  const city = await cityOrThrow(trx, scope, input.city_id);
  const shape = validGeofence(input.geofence);
  if (!shape) throw badRequest('rules.geofenceInvalid');
  const after = {
    city_id: city.city_id,
    geofence_json: JSON.stringify(shape),
    geofence_version: nextGeofenceVersion(city.geofence_version, now),
  };
  await updateCityRules(trx, city.city_id, after);
  return {
    before: {
      city_id: city.city_id,
      geofence_json: city.geofence_json,
      geofence_version: city.geofence_version,
    },
    after,
  };
}

/** Every category (they are shared by all cities: a city offers one by having its fare). */
export async function listStaffCategories(db: DbOrTrx) {
  const rows = await listAllCategories(db);
  return rows.map((r) => ({ ...r, is_active: r.is_active === 1 }));
}

/** A category's name, description, seats, order and whether it is offered. Admin only (shared). */
export async function saveCategory(
  trx: DbOrTrx,
  input: z.output<typeof categoryInputSchema>,
): Promise<Change<z.output<typeof categoryInputSchema>>> {
  const before = await findCategory(trx, input.category_id);
  if (!before) throw notFound('booking.categoryRequired');
  await updateCategory(trx, input.category_id, {
    category_name: input.category_name,
    category_desc: input.category_desc,
    seats: input.seats,
    sort_order: input.sort_order,
    is_active: input.is_active ? 1 : 0,
  });
  return { before: { ...before, is_active: before.is_active === 1 }, after: input };
}

/**
 * A promo code created or changed. A city manager's promos are their cities' (a promo of every
 * city is an admin's); codes are unique whatever their case. Run inside a transaction.
 */
export async function savePromo(
  trx: DbOrTrx,
  scope: CityScope,
  input: z.output<typeof promoInputSchema>,
): Promise<Change<StaffPromo>> {
  requireCity(scope, input.city_id);
  const existing = input.promo_id ? await findPromo(trx, input.promo_id) : undefined;
  if (input.promo_id && !existing) throw notFound();
  if (existing) requireCity(scope, existing.city_id);
  if (await promoCodeTaken(trx, input.promo_code, input.promo_id)) {
    throw conflict('rules.promoCodeTaken');
  }
  if (input.city_id !== null && !(await findAnyCity(trx, input.city_id))) {
    throw notFound('city.notFound');
  }
  const row = {
    promo_code: input.promo_code,
    promo_kind: input.promo_kind,
    promo_value: input.promo_kind === 'flat' ? toCents(input.promo_value) : input.promo_value,
    max_discount: input.max_discount === null ? null : toCents(input.max_discount),
    valid_from: input.valid_from,
    valid_to: input.valid_to,
    per_user_limit: input.per_user_limit,
    city_id: input.city_id,
    category_id: input.category_id,
    promo_desc: input.promo_desc,
    is_active: input.is_active ? 1 : 0,
  };
  const promoId = await savePromoRow(trx, input.promo_id, row);
  const after = await findPromo(trx, promoId);
  return { before: existing ? toStaffPromo(existing) : null, after: toStaffPromo(after!) };
}
