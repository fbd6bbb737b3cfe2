import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { BookNowPage } from '../BookNowPage';
import type * as CurrentPosition from '../../../shared/hooks/useCurrentPosition';
import type * as SubmitBooking from '../hooks/useSubmitBooking';
import { writeCachedCities } from '../../../domain/cities/cityCache';
import { ok } from '../../../test/apiCalls';
import { LONDON, PATHS, renderBookingRoute, stubBookingApi } from '../test/bookingApi';
import { CATEGORIES } from '../test/fixtures';

vi.mock('../map/LazyBookingMap', () => ({ LazyBookingMap: () => <div>map</div> }));

/**
 * Each render of the form's fields calls the submit hook once, each render of the route's fields
 * the position hook: the route's test counts them.
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

// What the rider sees while the form's data arrives (issue 27, decision 044): the first field
// takes a key at once, and the answers that come after it change nothing of what was typed.
it('keeps what the rider typed in the pickup, and the focus, while the rest of the form arrives', async () => {
  writeCachedCities([LONDON]);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const later = (answer: () => Response) => async () => {
    await held;
    return answer();
  };
  const api = stubBookingApi({
    [PATHS.categories]: later(() => ok(CATEGORIES)),
  });
  renderBookingRoute('/booknow', { '/booknow': <BookNowPage /> });
  const user = userEvent.setup();
  const pickup = await screen.findByRole('combobox', { name: 'Pickup location' });
  await user.type(pickup, 'Wes');
  expect(screen.queryByRole('radio', { name: /^Economy/ })).toBeNull(); // still on its way

  release();
  await waitFor(() => expect(screen.getByRole('radio', { name: /^Economy/ })).toBeDefined());
  expect(api.callsTo(PATHS.categories)).toHaveLength(1);
  // the same field, never mounted again, with the rider's text and the focus
  expect(screen.getByRole('combobox', { name: 'Pickup location' })).toBe(pickup);
  expect(pickup).toHaveProperty('value', 'Wes');
  expect(document.activeElement).toBe(pickup);
});

it('renders the route (the first field) once on mount, whatever arrives for the rest', async () => {
  // the cities are there at once, as a rendered page's seed gives them
  writeCachedCities([LONDON]);
  await openBookNow();
  // the rest renders for the city's data, the settings and the second pass, the route does not
  expect(fields.renders).toBeGreaterThan(1);
  expect(fields.routeRenders).toBe(1);
});
