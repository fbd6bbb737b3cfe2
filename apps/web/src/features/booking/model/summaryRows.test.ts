import { describe, expect, it } from 'vitest';
import { makeEstimate } from '../test/fixtures';
import { summaryRows } from './summaryRows';

describe('the booking summary (docs/product/data.md)', () => {
  it('has every field of the specification, in a reading order, formatted for the language', () => {
    const rows = summaryRows({ estimate: makeEstimate(), offer: 8, promo: null }, 'en');
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['package', 'Economy'],
      ['distance', '1.82 km'],
      ['duration', '3 minutes'],
      ['baseFare', 'CA$3.50'],
      ['farePerKm', 'CA$1.25'],
      ['farePerMin', 'CA$0.30'],
      ['subTotal', 'CA$6.68'],
      ['estimatedFare', 'CA$7.50'],
      ['serviceTax', '0%'],
      ['taxes', 'CA$0.00'],
      ['totalFare', 'CA$7.50'],
      ['minAmount', 'CA$6.00'],
      ['maxAmount', 'CA$15.00'],
      ['sendOffer', 'CA$8.00'],
    ]);
    expect(rows.filter((r) => r.emphasis).map((r) => r.id)).toEqual(['sendOffer']);
  });

  it('shows the amounts and units in French', () => {
    const rows = summaryRows(
      { estimate: makeEstimate({ service_tax: 13, taxes: 0.98 }), offer: 8, promo: null },
      'fr',
    );
    const value = (id: string) => rows.find((r) => r.id === id)?.value.replace(/\s/g, ' ');
    expect(value('totalFare')).toMatch(/^7,50 \$ ?CA$/);
    expect(value('distance')).toBe('1,82 km');
    expect(value('duration')).toBe('3 minutes');
    expect(value('serviceTax')).toBe('13 %');
    expect(value('taxes')).toMatch(/^0,98 \$ ?CA$/);
  });

  it('names the package as the category list does in the interface language (issue 26 point 12)', () => {
    const rows = summaryRows(
      { estimate: makeEstimate(), offer: 8, promo: null, categoryName: 'Económico' },
      'es',
    );
    expect(rows[0]).toMatchObject({ label: 'package', value: 'Económico' });
  });

  it('adds the promo discount and the amount to pay when a promo is applied', () => {
    const rows = summaryRows(
      { estimate: makeEstimate(), offer: 8, promo: { discount: 0.8, pay_amount: 7.2 } },
      'en',
    );
    expect(rows.slice(-3).map((r) => [r.id, r.value, r.emphasis ?? false])).toEqual([
      ['sendOffer', 'CA$8.00', false],
      ['promoDiscount', '−CA$0.80', false],
      ['payAmount', 'CA$7.20', true],
    ]);
  });

  it('shows a dash while the offer field holds no number', () => {
    const rows = summaryRows({ estimate: makeEstimate(), offer: null, promo: null }, 'en');
    expect(rows.find((r) => r.id === 'sendOffer')?.value).toBe('—');
  });
});
