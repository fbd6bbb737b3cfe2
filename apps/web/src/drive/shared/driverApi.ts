import { endpoints } from '@fairfare/contracts/api';
import type { CodeSent } from '@fairfare/contracts/auth';
import type {
  DriverLoggedIn,
  DriverOffer,
  DriverState,
  DriverTrip,
  OpenRequest,
} from '@fairfare/contracts/drivers';
import { apiPost } from '../../shared/api/client';

/**
 * The driver API as the driver app calls it (packages/contracts/src/drivers.ts): the browser's
 * HttpOnly `ff_driver_session` cookie authenticates every call but login. Thin on purpose: the
 * service decides money, trip state and who may do what; the app shows its answers.
 */
const paths = endpoints.drivers;

export const driverApi = {
  requestCode: (phone_code: string, phone: string) =>
    apiPost<CodeSent>(paths.login, { step: 'request', phone_code, phone }),
  verifyCode: (phone_code: string, phone: string, code: string) =>
    apiPost<DriverLoggedIn>(paths.login, {
      step: 'verify',
      phone_code,
      phone,
      code,
      client: 'web',
    }),
  logout: () => apiPost<unknown>(paths.logout, {}),
  setOnline: (online: boolean) => apiPost<DriverState>(paths.setOnline, { online }),
  updatePosition: (lat: number, lng: number) =>
    apiPost<DriverState>(paths.updatePosition, { lat, lng }),
  openRequests: (signal?: AbortSignal) =>
    apiPost<{ requests: OpenRequest[] }>(paths.openRequests, {}, signal),
  sendOffer: (trip_id: number, offer_amt: number) =>
    apiPost<DriverOffer>(paths.sendOffer, { trip_id, offer_amt }),
  answerCounter: (trip_id: number, answer: { accept: boolean; offer_amt?: number }) =>
    apiPost<DriverOffer>(paths.answerCounter, { trip_id, ...answer }),
  myTrips: (signal?: AbortSignal) => apiPost<{ trips: DriverTrip[] }>(paths.myTrips, {}, signal),
  moveTrip: (trip_id: number, status: DriverTripMove, otp?: string) =>
    apiPost<DriverTrip>(paths.updateTripStatus, { trip_id, status, ...(otp ? { otp } : {}) }),
  confirmCash: (trip_id: number) => apiPost<DriverTrip>(paths.confirmCash, { trip_id }),
};

export type DriverTripMove = 'arrive' | 'begin' | 'completed' | 'p_cancel_pickup' | 'p_cancel_drop';
