import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../shared/hooks/useFormatMoney';
import { changeLanguage } from '../../shared/i18n/i18n';
import { makeCategory } from '../../test/categories';
import { makeCity } from '../../test/cities';
import { renderWithProviders, stubApi } from '../../test/renderWithProviders';
import { ServicesPage } from './ServicesPage';

const comfort = makeCategory({
  category_id: 2,
  category_name: 'Comfort',
  category_desc: 'Newer mid-size sedans.',
  icon: 'comfort',
  base_fare: 4.25,
  per_km: 1.45,
  per_min: 0.35,
  min_fare: 10,
});

const london = makeCity({ city_lat: 42.98, city_lng: -81.24, geofence_json: null });

let fetchMock: ReturnType<typeof stubApi>;

beforeEach(() => {
  fetchMock = stubApi({
    '/categoryapi/getcategories': [comfort],
    '/commonapi/getallinone': { City: [london] },
    '/commonapi/getgeofences': {},
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

async function fareCard() {
  const heading = await screen.findByRole('heading', { level: 3, name: 'Comfort' });
  return within(heading.closest('li')!);
}

describe('ServicesPage', () => {
  it('asks for the categories of the default city 14', async () => {
    renderWithProviders(<ServicesPage />);
    await fareCard();
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/categoryapi/getcategories'),
    );
    expect(call).toBeDefined();
    const init = (call as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ city_id: 14, lang: 'en' });
  });

  it('asks for the categories in the interface language', async () => {
    await changeLanguage('fr');
    renderWithProviders(<ServicesPage />);
    await fareCard();
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/categoryapi/getcategories'),
    );
    const init = (call as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ city_id: 14, lang: 'fr' });
  });

  it.each(['en', 'es', 'fr'] as const)(
    'shows base fare, per km, per minute and minimum fare as currency (%s)',
    async (language) => {
      await changeLanguage(language);
      renderWithProviders(<ServicesPage />);
      const card = await fareCard();
      for (const amount of [4.25, 1.45, 0.35, 10]) {
        // Testing Library collapses the no-break spaces that Intl puts in amounts
        const text = formatMoney(amount, 'CAD', language).replace(/\s+/g, ' ');
        expect(card.getByText(text)).toBeDefined();
      }
    },
  );

  it('names the city and labels each price', async () => {
    renderWithProviders(<ServicesPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Fares in London' })).toBeDefined();
    const card = await fareCard();
    for (const label of ['Base fare', 'Per km', 'Per minute', 'Minimum fare']) {
      expect(card.getByText(label)).toBeDefined();
    }
  });

  it('formats currency for the interface language', () => {
    expect(formatMoney(4.25, 'CAD', 'fr')).toMatch(/4,25/);
    expect(formatMoney(4.25, 'CAD', 'en')).toMatch(/4\.25/);
  });
});
