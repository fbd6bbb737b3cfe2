import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { loadDriveTextsForTests } from '../../shared/testTexts';
import { EarningsPage } from './EarningsPage';

beforeAll(loadDriveTextsForTests);

const period = (trips: number, fare: number) => ({
  from: Date.now(),
  trips,
  fare,
  commission: fare * 0.2,
  net: fare * 0.8,
  cash: fare / 2,
  card: fare / 2,
  tips: 3,
});

describe('earnings', () => {
  it("shows today's and this week's fares, commission, net, cash and card, tips", async () => {
    stubApiCalls({
      '/driverapi/getearnings': () =>
        ok({ currency: 'CAD', today: period(2, 30), week: period(9, 150) }),
    });
    renderWithProviders(<EarningsPage />);
    const today = await screen.findByRole('region', { name: 'Today' });
    const fact = (region: HTMLElement, term: string) =>
      within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact(today, 'Your earnings')).toBe('CA$24.00');
    expect(fact(today, 'Trips')).toBe('2');
    expect(fact(today, 'FairFare commission')).toBe('CA$6.00');
    expect(fact(today, 'Paid in cash')).toBe('CA$15.00');
    expect(fact(today, 'Paid by card or wallet')).toBe('CA$15.00');
    const week = screen.getByRole('region', { name: 'This week' });
    expect(fact(week, 'Fares')).toBe('CA$150.00');
    expect(fact(week, 'Tips')).toBe('CA$3.00');
  });
});
