import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import type { ReactElement } from 'react';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { geofenceMapOf, makeCity } from '../../../test/cities';
import { testQueryClient } from '../../../test/renderWithProviders';
import { writeSessionValues } from '../../../shared/storage';
import { CATEGORIES, ESTIMATES, makeTrip, MASONVILLE, NEARBY_CARS, WESTERN } from './fixtures';

export const LONDON = makeCity();
export const PATHS = {
  allInOne: '/commonapi/getallinone',
  geofences: '/commonapi/getgeofences',
  city: '/cityapi/getcity',
  constants: '/constantapi/getconstants',
  categories: '/categoryapi/getcategories',
  places: '/placeapi/searchplaces',
  reverse: '/placeapi/reverseplace',
  estimate: '/tripapi/estimatetripfare',
  promo: '/promoapi/applypromo',
  save: '/tripapi/save',
  update: '/tripapi/updatetrip',
  raiseFare: '/tripapi/raisefare',
  trips: '/tripapi/gettrips',
  nearby: '/driverapi/getnearbydriverlists',
  savedPlaces: '/savedplaceapi/getsavedplaces',
} as const;

/** How the stubbed service answers one endpoint. */
export type Handler = (body: Record<string, unknown>, call: number) => Response | Promise<Response>;

/**
 * The service as the booking screens use it, with London (the seed's places, fares and promos);
 * `overrides` replace single endpoints. Saving answers the trip the body describes.
 */
export function stubBookingApi(overrides: Partial<Record<string, Handler>> = {}) {
  const places = [WESTERN, MASONVILLE];
  let open: ReturnType<typeof makeTrip>[] = [];
  const api = stubApiCalls({
    [PATHS.allInOne]: () => ok({ City: [LONDON] }),
    [PATHS.geofences]: () => ok(geofenceMapOf([LONDON])),
    [PATHS.city]: () => ok(LONDON),
    [PATHS.constants]: () =>
      ok([{ constant_id: 7, constant_key: 'tz_offset', constant_value: '-5' }]),
    [PATHS.categories]: () => ok(CATEGORIES),
    [PATHS.places]: (body) =>
      ok(
        places.filter((p) =>
          p.place_name.toLowerCase().includes(String(body.q).trim().toLowerCase()),
        ),
      ),
    // nothing named near a point unless a test says otherwise: it stays on its coordinates
    [PATHS.reverse]: () => ok({ place: null }),
    [PATHS.estimate]: () => ok(ESTIMATES),
    [PATHS.promo]: (body) =>
      String(body.promo_code).trim().toUpperCase() === 'WELCOME10'
        ? ok(
            {
              promo_code: 'WELCOME10',
              promo_desc: '10 % off',
              discount: Math.round(Number(body.amount) * 10) / 100,
              pay_amount: Math.round(Number(body.amount) * 90) / 100,
              currency: 'CAD',
            },
            'Promo code applied successfully.',
          )
        : failed(400, 'booking.promoInvalid'),
    [PATHS.save]: (body) => {
      const trip = makeTrip({
        trip_id: 500 + open.length,
        is_ride_later: body.scheduled_at ? 1 : 0,
        trip_date: typeof body.scheduled_at === 'number' ? body.scheduled_at : Date.now(),
        user_offer_amt: Number(body.user_offer_amt),
        trip_pay_amount: Number(body.user_offer_amt),
        trip_pay_mode: String(body.trip_pay_mode),
        category_id: Number(body.category_id),
      });
      open = [trip, ...open];
      return ok(trip, 'Your request has been saved successfully.');
    },
    [PATHS.update]: (body) => {
      const trip = open.find((t) => t.trip_id === body.trip_id);
      if (!trip) return failed(404, 'error.notFound');
      open = open.filter((t) => t !== trip);
      return ok({ ...trip, trip_status: 'cancel' }, 'Your ride request has been cancelled.');
    },
    [PATHS.trips]: () => ok({ trips: open, total: open.length, offset: 0, limit: 50 }),
    [PATHS.nearby]: () => ok(NEARBY_CARS),
    // a rider with no saved or recent places unless a test says otherwise
    [PATHS.savedPlaces]: () => ok({ places: [], recent: [] }),
    ...overrides,
  });
  return {
    ...api,
    /** Puts trips in the rider's open requests. */
    setOpen: (trips: ReturnType<typeof makeTrip>[]) => {
      open = trips;
    },
  };
}

export function logInRider(): void {
  writeSessionValues({ phone: '+15195550100', userId: 7 });
}

function WhereAmI() {
  const location = useLocation();
  return <output aria-label="current address">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `path` with the booking routes around it, and the toasts. */
export function renderBookingRoute(
  path: string,
  pages: Record<string, ReactElement>,
  state?: unknown,
) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      ...Object.entries(pages).map(([routePath, element]) => ({
        path: routePath,
        element: (
          <>
            {element}
            <WhereAmI />
          </>
        ),
      })),
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [state ? { pathname: path, state } : path] },
  );
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastContainer />
      </QueryClientProvider>,
    ),
  };
}
