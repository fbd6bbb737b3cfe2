import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { BookNowPage } from '../BookNowPage';
import type * as CurrentPosition from '../../../shared/hooks/useCurrentPosition';
import type * as SubmitBooking from '../hooks/useSubmitBooking';
import { writeCachedCities } from '../../../domain/cities/cityCache';
import { LONDON, PATHS, renderBookingRoute, stubBookingApi } from '../test/bookingApi';

vi.mock('../map/LazyBookingMap', () => ({ LazyBookingMap: () => <div>map</div> }));

/**
 * Each render of the form's fields calls the submit hook once, each render of the route's fields
 * the position hook: they count them.
 */
const fields = vi.hoisted(() => ({ renders: 0, routeRenders: 0 }));
vi.mock('../hooks/useSubmitBooking', async (importOriginal) => {
  const original = await importOriginal<typeof SubmitBooking>();
  return {
    ...original,
    useSubmitBooking: (...args: Parameters<typeof original.useSubmitBooking>) => {
      fields.renders += 1;
      return original.useSubmitBooking(...args);
    },
  };
});

vi.mock('../../../shared/hooks/useCurrentPosition', async (importOriginal) => {
  const original = await importOriginal<typeof CurrentPosition>();
  return {
    ...original,
    useCurrentPosition: () => {
      fields.routeRenders += 1;
      return original.useCurrentPosition();
    },
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens /booknow and waits for the form with the city's data (categories, payment, settings). */
async function openBookNow() {
  const api = stubBookingApi();
  fields.renders = 0;
  fields.routeRenders = 0;
  renderBookingRoute('/booknow', { '/booknow': <BookNowPage /> });
  expect(await screen.findByRole('button', { name: 'Book Now' })).toBeDefined();
  await waitFor(() => {
    expect(api.callsTo(PATHS.categories)).toHaveLength(1);
    expect(api.callsTo(PATHS.city)).toHaveLength(1);
    expect(api.callsTo(PATHS.constants)).toHaveLength(1);
  });
  await waitFor(() => expect(screen.getByRole('radio', { name: /^Economy/ })).toBeDefined());
}

// Every render of the whole form on mount is one more task before the first field takes a key
// (issue 27, decision 044).
it("renders the fields three times on mount (first pass, the service's answers, second pass)", async () => {
  await openBookNow();
  // react-hook-form's own ready mark renders only the form's holder, not the fields
  expect(fields.renders).toBe(3);
});

it('renders the route (the first field) once on mount, whatever arrives for the rest', async () => {
  // the cities are there at once, as a rendered page's seed gives them
  writeCachedCities([LONDON]);
  await openBookNow();
  // the rest renders for the city's data, the settings and the second pass, the route does not
  expect(fields.renders).toBeGreaterThan(1);
  expect(fields.routeRenders).toBe(1);
});
