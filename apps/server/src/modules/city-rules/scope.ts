import { forbidden } from '../../http/errors.ts';

/**
 * The cities a member of staff may manage: every one for an admin, their own for a city manager
 * (issue 30). Checked by the service on the city a change names, never taken from the browser.
 */
export type CityScope = { all: true } | { all: false; cityIds: readonly number[] };

export const everyCity: CityScope = Object.freeze({ all: true });

export function citiesOf(cityIds: readonly number[]): CityScope {
  return { all: false, cityIds };
}

export function mayManage(scope: CityScope, cityId: number | null): boolean {
  // A rule of every city (a promo with no city) is an admin's.
  if (cityId === null) return scope.all;
  return scope.all || scope.cityIds.includes(cityId);
}

/** 403 `error.forbidden` when the city is not the caller's. */
export function requireCity(scope: CityScope, cityId: number | null): void {
  if (!mayManage(scope, cityId)) throw forbidden();
}

/** The cities a signed-in staff member sees: a city manager their own, other roles every one. */
export function scopeOfStaff(staff: { role: string; cityIds: readonly number[] }): CityScope {
  return staff.role === 'city' ? citiesOf(staff.cityIds) : everyCity;
}
