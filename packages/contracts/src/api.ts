import { z } from 'zod';

/** The provider's versioned web-service entry (docs/product/api.md). */
export const API_BASE = '/webservices/1.1.5';

/** Request timeout of the shared client (docs/product/constants.md). */
export const REQUEST_TIMEOUT_MS = 25_000;

/** Every answer of the API: `{ status, message?, code?, response? }`. */
export interface SuccessEnvelope<T> {
  status: 'success';
  message?: string;
  response: T;
}
export interface FailedEnvelope {
  status: 'failed';
  /** Human-readable English text. */
  message: string;
  /** Message key (see messages.ts) that the site translates; absent for unexpected errors. */
  code?: string;
  /** Values of the message's placeholders, e.g. `{ minAmount: 8.5 }`. */
  params?: Record<string, string | number>;
}
export type Envelope<T> = SuccessEnvelope<T> | FailedEnvelope;

export function successEnvelopeSchema<T extends z.ZodType>(response: T) {
  return z.object({
    status: z.literal('success'),
    message: z.string().optional(),
    response,
  });
}

/**
 * A request body that may be left out (the specification's "no payload" calls): Fastify hands a
 * missing body to the validator as null, so null and undefined both read as `{}`, to which the
 * object's own defaults then apply. Only for objects whose fields are all optional.
 */
export function optionalBodySchema<T extends z.ZodObject>(schema: T) {
  return schema.nullish().transform((body): z.output<T> => body ?? schema.parse({}));
}

/** Endpoint paths below API_BASE; each later area adds its own. */
export const endpoints = {
  trips: {
    list: '/tripapi/gettrips',
    estimate: '/tripapi/estimatetripfare',
    save: '/tripapi/save',
    update: '/tripapi/updatetrip',
    /** What cancelling the rider's own trip would cost now (FairFare addition, issue 13). */
    cancelQuote: '/tripapi/cancelquote',
    /** Accept a driver's offer (offers.ts); `tripassigned` is the same call for a ride for later. */
    accept: '/tripapi/tripaccept',
    assigned: '/tripapi/tripassigned',
    /** The rider raises the fare of their open request while waiting (offers.ts, issue 26). */
    raiseFare: '/tripapi/raisefare',
    /** Public tracking by token (tracking.ts). */
    track: '/tripapi/track',
  },
  /** The rider's side of the offer flow (offers.ts). */
  /** Trusted contacts, sharing a ride, the safety panel (safety.ts). */
  safety: {
    contacts: '/safetyapi/gettrustedcontacts',
    saveContact: '/safetyapi/savetrustedcontact',
    deleteContact: '/safetyapi/deletetrustedcontact',
    shareTrip: '/safetyapi/sharetrip',
    event: '/safetyapi/safetyevent',
  },
  offers: {
    list: '/triprequestapi/gettriprequests',
    counter: '/triprequestapi/updatetriprequest',
    reject: '/triprequestapi/rejecttriprequest',
  },
  /** The driver API (drivers.ts). */
  drivers: {
    login: '/driverapi/login',
    /** Ends the driver's session (cookie or api_key) everywhere it is checked. */
    logout: '/driverapi/logout',
    setOnline: '/driverapi/setonline',
    updatePosition: '/driverapi/updateposition',
    openRequests: '/driverapi/getopenrequests',
    sendOffer: '/driverapi/sendoffer',
    answerCounter: '/driverapi/answercounter',
    myTrips: '/driverapi/getmytrips',
    updateTripStatus: '/driverapi/updatetripstatus',
    /** The trip's driver confirms the cash of a completed cash trip: only then is it Paid. */
    confirmCash: '/driverapi/confirmcash',
    /** The trip's driver rates its rider (driver-after-ride.ts). */
    rateRider: '/driverapi/raterider',
    /** Today's and this week's earnings in the city's time. */
    earnings: '/driverapi/getearnings',
    /** The driver's ended trips, a page at a time (keyset). */
    tripHistory: '/driverapi/gettriphistory',
    /** Rider-authenticated (docs/product/api.md rating group): answers the driver's public profile. */
    updateProfile: '/driverapi/updatedriverprofile',
  },
  promos: {
    apply: '/promoapi/applypromo',
  },
  users: {
    registration: '/userapi/registration',
    login: '/userapi/login',
    logout: '/userapi/logout',
    /** The rider the session cookie proves, or null (FairFare addition: a new tab's session values). */
    session: '/userapi/session',
    get: '/userapi/getusers',
    updateProfile: '/userapi/updateuserprofile',
  },
  common: {
    /** The active cities (`response.City`). */
    allInOne: '/commonapi/getallinone',
    /** Map from city_id to `{ geofence_json, geofence_version }`. */
    geofences: '/commonapi/getgeofences',
  },
  cities: {
    list: '/cityapi/getcities',
    /** One city by `city_id` (its `city_pay_options`). */
    get: '/cityapi/getcity',
  },
  constants: {
    list: '/constantapi/getconstants',
    countries: '/constantapi/getcountries',
  },
  places: {
    search: '/placeapi/searchplaces',
    /** The address of a map point or of the rider's location (FairFare addition, issue 13). */
    reverse: '/placeapi/reverseplace',
  },
  categories: {
    list: '/categoryapi/getcategories',
  },
  /** The rider's Home, Work, favourites and recent places (savedPlaces.ts; FairFare addition, issue 14). */
  savedPlaces: {
    list: '/savedplaceapi/getsavedplaces',
    save: '/savedplaceapi/savesavedplace',
    delete: '/savedplaceapi/deletesavedplace',
  },
  content: {
    list: '/contentapi/getposts',
    detail: '/contentapi/getpost',
  },
  contact: {
    send: '/contactapi/savecontact',
  },
} as const;
