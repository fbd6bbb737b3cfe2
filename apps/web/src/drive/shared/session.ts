import { queryOptions } from '@tanstack/react-query';
import type { DriverLoggedIn } from '@fairfare/contracts/drivers';
import { ApiError } from '../../shared/api/client';
import { driverApi } from './driverApi';

/** What the app keeps of the signed-in driver on this phone: who, for the header (no secret). */
export interface DriverProfile {
  driver_id: number;
  d_name: string;
  city_id: number;
  category_id: number;
}

const PROFILE_KEY = 'ff_drive_profile';

export function rememberDriver(driver: DriverLoggedIn): void {
  const profile: DriverProfile = {
    driver_id: driver.driver_id,
    d_name: driver.d_name,
    city_id: driver.city_id,
    category_id: driver.category_id,
  };
  try {
    localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
  } catch {
    // private mode: the header shows no name
  }
}

export function rememberedDriver(): DriverProfile | null {
  try {
    const text = localStorage.getItem(PROFILE_KEY);
    return text ? (JSON.parse(text) as DriverProfile) : null;
  } catch {
    return null;
  }
}

export function forgetDriver(): void {
  try {
    localStorage.removeItem(PROFILE_KEY);
  } catch {
    // nothing kept
  }
}

type TripsAnswer = Awaited<ReturnType<typeof driverApi.myTrips>>;

/** The driver's trips asked for as the app's modules load (askSessionEarly), taken once. */
let early: Promise<TripsAnswer> | null = null;

/**
 * On a phone where a driver signed in, asks for their trips at once, as the app's modules load,
 * rather than once its texts are there and it first renders (decision 067): the session query's
 * first run takes this answer.
 */
export function askSessionEarly(): void {
  if (!rememberedDriver() || early) return;
  early = driverApi.myTrips();
  // a refusal is read by the query; until then it is no unhandled rejection
  early.catch(() => undefined);
}

function tripsOnce(signal: AbortSignal): Promise<TripsAnswer> {
  const asked = early;
  early = null;
  return asked ?? driverApi.myTrips(signal);
}

/**
 * Whether a driver is signed in, and their assigned and active trips: driverapi/getmytrips answers
 * 401 without a session (the HttpOnly cookie cannot be read by the page), so one call tells both.
 * A phone where no driver signed in (nothing remembered) is not asked at all: the sign-in shows at
 * once, without a refused call. `signedIn: false` is an answer, not an error; other failures are.
 */
export const driverSessionQuery = queryOptions({
  queryKey: ['drive', 'session'],
  queryFn: async ({ signal }) => {
    if (!rememberedDriver()) return { signedIn: false as const, trips: [] };
    try {
      const { trips } = await tripsOnce(signal);
      return { signedIn: true as const, trips };
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        forgetDriver();
        return { signedIn: false as const, trips: [] };
      }
      throw err;
    }
  },
  // nobody signed in on this phone: the sign-in is the first screen drawn, not a spinner first
  initialData: () => (rememberedDriver() ? undefined : { signedIn: false as const, trips: [] }),
  staleTime: 30_000,
});
