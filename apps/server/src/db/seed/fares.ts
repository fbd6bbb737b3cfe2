import type { Insertable } from 'kysely';
import type { CityFaresTable } from '../schema.ts';
import { COMFORT, ECONOMY, GREEN, XL } from './categories.ts';
import { LONDON_ON, TORONTO } from './cities.ts';

type Fare = Omit<Insertable<CityFaresTable>, 'city_id' | 'category_id'>;

/** Fares in cents per city and category (docs/product/rules.md); bids may range from 80 % to 200 % of the total. */
const bounds = { bid_floor_pct: 80, bid_ceiling_pct: 200 };

const london: Record<number, Fare> = {
  [ECONOMY]: {
    base_fare: 350,
    per_km: 125,
    per_min: 30,
    min_fare: 750,
    commission_pct: 20,
    ...bounds,
  },
  [COMFORT]: {
    base_fare: 450,
    per_km: 160,
    per_min: 40,
    min_fare: 1000,
    commission_pct: 20,
    ...bounds,
  },
  [XL]: { base_fare: 600, per_km: 210, per_min: 50, min_fare: 1400, commission_pct: 20, ...bounds },
  [GREEN]: {
    base_fare: 375,
    per_km: 135,
    per_min: 32,
    min_fare: 800,
    commission_pct: 18,
    ...bounds,
  },
};

const toronto: Record<number, Fare> = {
  [ECONOMY]: {
    base_fare: 400,
    per_km: 140,
    per_min: 35,
    min_fare: 900,
    commission_pct: 20,
    ...bounds,
  },
  [COMFORT]: {
    base_fare: 520,
    per_km: 180,
    per_min: 45,
    min_fare: 1200,
    commission_pct: 20,
    ...bounds,
  },
  [XL]: { base_fare: 700, per_km: 235, per_min: 55, min_fare: 1600, commission_pct: 20, ...bounds },
  [GREEN]: {
    base_fare: 425,
    per_km: 150,
    per_min: 36,
    min_fare: 950,
    commission_pct: 18,
    ...bounds,
  },
};

function faresOf(cityId: number, table: Record<number, Fare>): Array<Insertable<CityFaresTable>> {
  return Object.entries(table).map(([categoryId, fare]) => ({
    city_id: cityId,
    category_id: Number(categoryId),
    ...fare,
  }));
}

/** Every served city × every category. (Kitchener-Waterloo is not served yet: no fares.) */
export const cityFares: Array<Insertable<CityFaresTable>> = [
  ...faresOf(LONDON_ON, london),
  ...faresOf(TORONTO, toronto),
];
