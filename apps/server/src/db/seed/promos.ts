import type { Insertable } from 'kysely';
import type { PromosTable } from '../schema.ts';
import { GREEN } from './categories.ts';
import { TORONTO } from './cities.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Promo codes, their validity windows relative to the seed time `now` (epoch ms). */
export function promos(now: number): Array<Insertable<PromosTable>> {
  const window = (fromDays: number, toDays: number) => ({
    valid_from: now + fromDays * DAY,
    valid_to: now + toDays * DAY,
  });
  return [
    {
      promo_code: 'WELCOME10',
      promo_kind: 'percent',
      promo_value: 10,
      max_discount: 1000,
      per_user_limit: 1,
      city_id: null,
      category_id: null,
      promo_desc: '10 % off your first ride, up to $10.',
      ...window(-240, 365),
    },
    {
      promo_code: 'FLAT5',
      promo_kind: 'flat',
      promo_value: 500,
      max_discount: null,
      per_user_limit: 3,
      city_id: null,
      category_id: null,
      promo_desc: '$5 off a ride, three times.',
      ...window(-180, 180),
    },
    {
      promo_code: 'SUMMER15',
      promo_kind: 'percent',
      promo_value: 15,
      max_discount: 1500,
      per_user_limit: 2,
      city_id: null,
      category_id: null,
      promo_desc: 'Summer special: 15 % off, up to $15 (expired).',
      ...window(-150, -30),
    },
    {
      promo_code: 'GREEN20',
      promo_kind: 'percent',
      promo_value: 20,
      max_discount: 800,
      per_user_limit: 2,
      city_id: null,
      category_id: GREEN,
      promo_desc: '20 % off a Green ride, up to $8.',
      ...window(-120, 90),
    },
    {
      promo_code: 'TORONTO25',
      promo_kind: 'percent',
      promo_value: 25,
      max_discount: 1200,
      per_user_limit: 1,
      city_id: TORONTO,
      category_id: null,
      promo_desc: 'Toronto launch: 25 % off one ride in Toronto, up to $12.',
      ...window(-60, 120),
    },
    {
      promo_code: 'SPRING10',
      promo_kind: 'flat',
      promo_value: 1000,
      max_discount: null,
      per_user_limit: 1,
      city_id: null,
      category_id: null,
      promo_desc: '$10 off one ride, valid from next season (not started yet).',
      ...window(60, 150),
    },
  ];
}
