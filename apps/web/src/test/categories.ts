import type { Category } from '@fairfare/contracts/categories';

/** A category with its fares as the service sends it; Economy in London, Ontario unless told otherwise. */
export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    category_id: 1,
    category_name: 'Economy',
    category_desc: 'Everyday rides.',
    seats: 4,
    icon: 'economy',
    city_id: 14,
    currency: 'CAD',
    base_fare: 3.5,
    per_km: 1.25,
    per_min: 0.3,
    min_fare: 7.5,
    ...overrides,
  };
}
