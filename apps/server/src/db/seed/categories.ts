import type { Insertable } from 'kysely';
import type { CategoriesTable } from '../schema.ts';

export const ECONOMY = 1;
export const COMFORT = 2;
export const XL = 3;
export const GREEN = 4;

/** Ride categories; `icon` is a name the site maps to its own icon. */
export const categories: Array<Insertable<CategoriesTable>> = [
  {
    category_id: ECONOMY,
    category_name: 'Economy',
    category_desc: 'Everyday rides in a compact car at the lowest fares.',
    seats: 4,
    icon: 'economy',
    sort_order: 1,
  },
  {
    category_id: COMFORT,
    category_name: 'Comfort',
    category_desc: 'Newer mid-size sedans with extra legroom and top-rated drivers.',
    seats: 4,
    icon: 'comfort',
    sort_order: 2,
  },
  {
    category_id: XL,
    category_name: 'XL',
    category_desc: 'Minivans and SUVs for groups of up to six or lots of luggage.',
    seats: 6,
    icon: 'xl',
    sort_order: 3,
  },
  {
    category_id: GREEN,
    category_name: 'Green',
    category_desc: 'Electric and hybrid cars: the same door-to-door ride with lower emissions.',
    seats: 4,
    icon: 'green',
    sort_order: 4,
  },
];
