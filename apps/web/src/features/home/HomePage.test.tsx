import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../shared/hooks/useFormatMoney';
import { changeLanguage } from '../../shared/i18n/i18n';
import { makeCategory } from '../../test/categories';
import { makeCity } from '../../test/cities';
import { renderWithProviders, stubApi } from '../../test/renderWithProviders';
import { HomePage } from './HomePage';

const category = makeCategory({
  category_desc: 'Everyday rides in a compact car.',
  per_km: 1.2,
  min_fare: 8,
});

const city = makeCity({ city_lat: 42.98, city_lng: -81.24, geofence_json: null });

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('HomePage', () => {
  describe('when the service answers', () => {
    beforeEach(() => {
      stubApi({
        '/categoryapi/getcategories': [category],
        '/commonapi/getallinone': { City: [city] },
        '/commonapi/getgeofences': {},
      });
    });

    it("shows 'Find your Ride' and 'Get Started' to /booknow", () => {
      renderWithProviders(<HomePage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Find your Ride' })).toBeDefined();
      expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
        '/booknow',
      );
    });

    it('explains how naming your fare works', () => {
      renderWithProviders(<HomePage />);
      const section = screen.getByRole('region', { name: 'How naming your fare works' });
      expect(within(section).getAllByRole('listitem')).toHaveLength(4);
      expect(within(section).getByRole('heading', { name: 'Name your fare' })).toBeDefined();
    });

    it('lists the ride categories with their minimum fare', async () => {
      renderWithProviders(<HomePage />);
      // a part of the page with its own script, there once it loaded
      const section = await screen.findByRole('region', { name: 'Ride categories' });
      expect(
        within(section).getByRole('status', { name: 'Loading ride categories' }),
      ).toBeDefined();
      expect(await within(section).findByRole('heading', { name: 'Economy' })).toBeDefined();
      expect(
        within(section).getByText(`Minimum fare ${formatMoney(8, 'CAD', 'en')}`),
      ).toBeDefined();
    });

    it('lists the cities served', async () => {
      renderWithProviders(<HomePage />);
      const section = await screen.findByRole('region', { name: 'Cities we serve' });
      expect(await within(section).findByText('London')).toBeDefined();
      expect(within(section).getByText('Ontario, Canada')).toBeDefined();
    });

    it('shows the app promise', () => {
      renderWithProviders(<HomePage />);
      const section = screen.getByRole('region', { name: 'Our promise' });
      for (const name of ['Safety first', 'Fair prices', '24/7 support']) {
        expect(within(section).getByRole('heading', { name })).toBeDefined();
      }
    });

    it('is translated to Spanish and French', async () => {
      await changeLanguage('es');
      const { unmount } = renderWithProviders(<HomePage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Encuentra tu viaje' })).toBeDefined();
      expect(screen.getByRole('link', { name: 'Comenzar' })).toBeDefined();
      unmount();
      await changeLanguage('fr');
      renderWithProviders(<HomePage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Trouvez votre course' })).toBeDefined();
      expect(screen.getByRole('link', { name: 'Commencer' })).toBeDefined();
    });
  });

  describe('when the service does not answer', () => {
    beforeEach(() => {
      stubApi({});
    });

    it('shows a friendly message for categories and cities, with a retry', async () => {
      renderWithProviders(<HomePage />);
      expect(
        await screen.findByText(
          'We could not load the ride categories right now. Please try again in a moment.',
        ),
      ).toBeDefined();
      expect(
        await screen.findByText(
          'We could not load the list of cities right now. Please try again in a moment.',
        ),
      ).toBeDefined();
      expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
      // the rest of the page is still there
      expect(screen.getByRole('heading', { level: 1, name: 'Find your Ride' })).toBeDefined();
    });
  });
});
