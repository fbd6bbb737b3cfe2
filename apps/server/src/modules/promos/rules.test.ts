import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decidePromo,
  normalizePromoCode,
  promoDiscount,
  type PromoContext,
  type PromoRule,
} from './rules.ts';

const NOW = 1_750_000_000_000;
const DAY = 86_400_000;

const percent10: PromoRule = {
  promo_kind: 'percent',
  promo_value: 10,
  max_discount: 1000,
  valid_from: NOW - DAY,
  valid_to: NOW + DAY,
  per_user_limit: 1,
  city_id: null,
  category_id: null,
  is_active: 1,
};
const flat5: PromoRule = {
  ...percent10,
  promo_kind: 'flat',
  promo_value: 500,
  max_discount: null,
  per_user_limit: 3,
};
const ctx: PromoContext = { now: NOW, cityId: 14, categoryId: 1, offerCents: 2000, usesByRider: 0 };

describe('promo discount', () => {
  it('takes a percent of the offer, rounded to the cent, up to the cap', () => {
    expect(promoDiscount(percent10, 2000)).toBe(200);
    expect(promoDiscount(percent10, 1995)).toBe(200); // 199.5 rounds half up
    expect(promoDiscount(percent10, 50_000)).toBe(1000); // capped at $10
    expect(promoDiscount({ ...percent10, max_discount: null }, 50_000)).toBe(5000);
  });

  it('takes a flat amount, never more than the offer', () => {
    expect(promoDiscount(flat5, 2000)).toBe(500);
    expect(promoDiscount(flat5, 300)).toBe(300);
  });

  it('is never negative and never more than the offer (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percent' as const, 'flat' as const),
        fc.integer({ min: -50, max: 20_000 }),
        fc.option(fc.integer({ min: 0, max: 20_000 })),
        fc.integer({ min: 0, max: 10_000_000 }),
        (kind, value, cap, offer) => {
          const d = promoDiscount(
            { promo_kind: kind, promo_value: value, max_discount: cap },
            offer,
          );
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(offer);
          if (kind === 'percent' && cap !== null) expect(d).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});

describe('promo decision', () => {
  it('applies a valid promo and gives what the rider pays', () => {
    expect(decidePromo(percent10, ctx)).toEqual({ ok: true, discount: 200, payAmount: 1800 });
    expect(decidePromo(flat5, { ...ctx, offerCents: 400 })).toEqual({
      ok: true,
      discount: 400,
      payAmount: 0,
    });
  });

  it.each([
    ['an unknown code', undefined, ctx],
    ['an inactive promo', { ...percent10, is_active: 0 }, ctx],
    ['a promo that has not started', { ...percent10, valid_from: NOW + 1 }, ctx],
    ['an expired promo', { ...percent10, valid_to: NOW - 1 }, ctx],
    ['another city', { ...percent10, city_id: 15 }, ctx],
    ['another category', { ...percent10, category_id: 4 }, ctx],
  ])('refuses %s as not valid', (_label, promo, context) => {
    expect(decidePromo(promo, context)).toEqual({ ok: false, reason: 'booking.promoInvalid' });
  });

  it('accepts the first and last millisecond of the window, its own city and category', () => {
    const bounded = { ...percent10, city_id: 14, category_id: 1 };
    expect(decidePromo(bounded, { ...ctx, now: bounded.valid_from }).ok).toBe(true);
    expect(decidePromo(bounded, { ...ctx, now: bounded.valid_to }).ok).toBe(true);
  });

  it('counts the per-rider limit; 0 means no limit', () => {
    expect(decidePromo(percent10, { ...ctx, usesByRider: 1 })).toEqual({
      ok: false,
      reason: 'booking.promoAlreadyApplied',
    });
    expect(decidePromo(flat5, { ...ctx, usesByRider: 2 }).ok).toBe(true);
    expect(decidePromo(flat5, { ...ctx, usesByRider: 3 })).toEqual({
      ok: false,
      reason: 'booking.promoAlreadyApplied',
    });
    expect(decidePromo({ ...flat5, per_user_limit: 0 }, { ...ctx, usesByRider: 99 }).ok).toBe(true);
  });

  it('says "not valid" before "already applied", so the limit of a foreign code is not revealed', () => {
    expect(decidePromo({ ...percent10, city_id: 15 }, { ...ctx, usesByRider: 5 })).toEqual({
      ok: false,
      reason: 'booking.promoInvalid',
    });
  });

  it('reads codes case-insensitively', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
  });
});
