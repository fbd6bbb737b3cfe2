import { describe, expect, it } from 'vitest';
import type { StaffPromo } from '@fairfare/contracts/money-rules';
import { setCityZones } from '../../shared/formatTime';
import { promoFormSchema, promoFormValues, toPromoInput } from './promoForm';

const LONDON = 14;
const NOW = new Date(2026, 10, 27, 9).getTime();

const promo: StaffPromo = {
  promo_id: 7,
  promo_code: 'WELCOME10',
  promo_kind: 'percent',
  promo_value: 10,
  max_discount: 5,
  valid_from: new Date(2026, 10, 1).getTime(),
  valid_to: new Date(2026, 11, 31, 23, 59, 59, 999).getTime(),
  per_user_limit: 1,
  city_id: null,
  category_id: 2,
  promo_desc: 'Welcome',
  is_active: true,
  uses: 3,
};

describe('the promo form', () => {
  it('gives back the promo it was filled from', () => {
    const input = toPromoInput(promoFormValues(promo, NOW, LONDON), LONDON);
    expect(input).toEqual({
      promo_id: 7,
      promo_code: 'WELCOME10',
      promo_kind: 'percent',
      promo_value: 10,
      max_discount: 5,
      valid_from: promo.valid_from,
      valid_to: promo.valid_to,
      per_user_limit: 1,
      city_id: null,
      category_id: 2,
      promo_desc: 'Welcome',
      is_active: true,
    });
  });

  it('makes a new promo of the city, without a cap when it is an amount', () => {
    const values = {
      ...promoFormValues(null, NOW, LONDON),
      promo_code: 'five',
      promo_kind: 'flat' as const,
      promo_value: 5,
      max_discount: 3,
    };
    const parsed = promoFormSchema(LONDON).parse(values);
    expect(parsed).toMatchObject({
      promo_code: 'FIVE',
      city_id: LONDON,
      max_discount: null,
      valid_from: new Date(2026, 10, 27).getTime(),
    });
    expect(parsed.promo_id).toBeUndefined();
  });

  it('refuses an end before the start on the end field, with the contracts’ message key', () => {
    const result = promoFormSchema(LONDON).safeParse({
      ...promoFormValues(null, NOW, LONDON),
      promo_code: 'EARLY',
      valid_to: '2026-11-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['valid_to'],
      message: 'rules.promoInvalid',
    });
  });

  it('reads and shows its days in the city’s zone, not the browser’s (decision 065)', () => {
    setCityZones([
      { city_id: LONDON, tz_offset: -5 },
      { city_id: 16, tz_offset: -5 },
      { city_id: 40, tz_offset: 5.5 },
    ]);
    try {
      // 23:30 on 30 November in London (already 1 December in UTC)
      const lateInLondon = Date.UTC(2026, 11, 1, 4, 30);
      const fresh = promoFormValues(null, lateInLondon, LONDON);
      expect(fresh.valid_from).toBe('2026-11-30');
      const input = toPromoInput(
        { ...fresh, valid_from: '2026-12-01', valid_to: '2026-12-31' },
        LONDON,
      );
      expect(input.valid_from).toBe(Date.UTC(2026, 11, 1, 5));
      expect(input.valid_to).toBe(Date.UTC(2027, 0, 1, 5) - 1);
      // a promo of another city shows in that city's zone
      const kochi = { ...promo, city_id: 40, valid_from: Date.UTC(2026, 10, 30, 18, 30) };
      expect(promoFormValues(kochi, NOW, LONDON).valid_from).toBe('2026-12-01');
    } finally {
      setCityZones([]);
    }
  });
});
