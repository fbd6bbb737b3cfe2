import { z } from 'zod';
import { endpoints, optionalBodySchema } from './api.ts';
import {
  accountNeededSchema,
  codeSentSchema,
  currentSessionSchema,
  loggedInSchema,
  loginRequestSchema,
  registrationRequestSchema,
} from './auth.ts';
import {
  applyPromoRequestSchema,
  estimateRequestSchema,
  estimateResponseSchema,
  promoResultSchema,
  saveTripRequestSchema,
} from './booking.ts';
import { getCategoriesRequestSchema, getCategoriesResponseSchema } from './categories.ts';
import {
  getAllInOneRequestSchema,
  getAllInOneResponseSchema,
  getCitiesRequestSchema,
  getCitiesResponseSchema,
  getCityRequestSchema,
  getCityResponseSchema,
  getGeofencesRequestSchema,
  getGeofencesResponseSchema,
} from './cities.ts';
import {
  getConstantsRequestSchema,
  getConstantsResponseSchema,
  getCountriesRequestSchema,
  getCountriesResponseSchema,
} from './constants.ts';
import { contactRequestSchema, contactResponseSchema } from './contact.ts';
import {
  getPostRequestSchema,
  listPostsRequestSchema,
  postDetailSchema,
  postListSchema,
} from './content.ts';
import {
  answerCounterRequestSchema,
  confirmCashRequestSchema,
  driverLoggedInSchema,
  driverLoginRequestSchema,
  driverOfferSchema,
  driverPublicProfileSchema,
  driverStateSchema,
  driverTripListSchema,
  driverTripSchema,
  emptyRequestSchema,
  openRequestListSchema,
  sendOfferRequestSchema,
  setOnlineRequestSchema,
  updateDriverProfileRequestSchema,
  updatePositionRequestSchema,
  updateTripStatusRequestSchema,
} from './drivers.ts';
import {
  driverEarningsSchema,
  rateRiderRequestSchema,
  tripHistoryPageSchema,
  tripHistoryRequestSchema,
} from './driver-after-ride.ts';
import {
  applicationDocumentSchema,
  applicationFieldsSchema,
  applyCodeRequestSchema,
  applyPaths,
  emptyApplyRequestSchema,
  myApplicationSchema,
  opsApplicationDetailSchema,
  opsApplicationListRequestSchema,
  opsApplicationListSchema,
  opsApplicationPaths,
  opsApplicationRequestSchema,
  opsApplicationSchema,
  rejectApplicationRequestSchema,
} from './driver-applications.ts';
import {
  NEARBY_DRIVERS_PATH,
  nearbyDriversRequestSchema,
  nearbyDriversResponseSchema,
} from './nearby-drivers.ts';
import {
  acceptOfferRequestSchema,
  acceptOfferResponseSchema,
  counterOfferRequestSchema,
  getTripRequestsRequestSchema,
  raiseFareRequestSchema,
  rejectOfferRequestSchema,
  tripRequestListSchema,
  tripRequestSchema,
} from './offers.ts';
import {
  addTripTransactionRequestSchema,
  addTripTransactionResponseSchema,
  addWalletTransactionRequestSchema,
  addWalletTransactionResponseSchema,
  attachPaymentMethodRequestSchema,
  attachPaymentMethodResponseSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  detachPaymentMethodRequestSchema,
  detachPaymentMethodResponseSchema,
  getPaymentMethodsRequestSchema,
  getReceiptRequestSchema,
  paymentEndpoints,
  paymentMethodsResponseSchema,
  receiptSchema,
  sandboxCardRequestSchema,
  sandboxCardResponseSchema,
  stripeKeyResponseSchema,
  unpaidTripResponseSchema,
  walletTopUpRequestSchema,
  walletTopUpResponseSchema,
} from './payments.ts';
import {
  reversePlaceRequestSchema,
  reversePlaceResponseSchema,
  searchPlacesRequestSchema,
  searchPlacesResponseSchema,
} from './places.ts';
import {
  contactIdRequestSchema,
  safetyEventRequestSchema,
  safetyPanelSchema,
  saveTrustedContactRequestSchema,
  shareTripRequestSchema,
  shareTripResponseSchema,
  trustedContactListSchema,
  trustedContactSchema,
} from './safety.ts';
import {
  deleteSavedPlaceRequestSchema,
  deleteSavedPlaceResponseSchema,
  getSavedPlacesRequestSchema,
  savedPlacesResponseSchema,
  saveSavedPlaceRequestSchema,
  saveSavedPlaceResponseSchema,
} from './savedPlaces.ts';
import {
  addTipRequestSchema,
  tipEndpoints,
  tipOptionsRequestSchema,
  tipOptionsSchema,
} from './tips.ts';
import {
  opsDriverDetailSchema,
  opsDriverListRequestSchema,
  opsDriverListSchema,
  opsDriverPaths,
  opsDriverRequestSchema,
  opsDriverSchema,
  suspendDriverRequestSchema,
} from './ops-drivers.ts';
import {
  adjustWalletAnswerSchema,
  adjustWalletRequestSchema,
  decideWalletCreditRequestSchema,
  walletCreditSchema,
  walletCreditsSchema,
  cancelStuckTripRequestSchema,
  clearLockoutRequestSchema,
  codeLockoutSchema,
  findRidersRequestSchema,
  findRidersSchema,
  opsRiderDetailSchema,
  opsSupportPaths,
  opsTripDetailSchema,
  refundAnswerSchema,
  refundRequestSchema,
  riderRequestSchema,
  tripRequestSchema as opsTripRequestSchema,
} from './ops-support.ts';
import { reportPaths, reportRequestSchema, reportSchema } from './reports.ts';
import {
  csvExportSchema,
  findTripsRequestSchema,
  findTripsSchema,
  opsSearchPaths,
} from './ops-search.ts';
import {
  addStaffRequestSchema,
  auditLogRequestSchema,
  auditLogSchema,
  newStaffSchema,
  opsPaths,
  passkeyOptionsSchema,
  passkeyResponseRequestSchema,
  passkeySignInOptionsRequestSchema,
  setStaffDisabledRequestSchema,
  setStaffLanguageRequestSchema,
  staffListItemSchema,
  staffListSchema,
  staffSessionSchema,
  staffSignInRequestSchema,
  STAFF_ROLES,
  type StaffRole,
} from './staff.ts';
import { trackedTripSchema, trackRequestSchema } from './tracking.ts';
import {
  assignMessageRequestSchema,
  inboxAssigneesSchema,
  inboxListRequestSchema,
  inboxMessageRequestSchema,
  inboxMessageSchema,
  inboxPageSchema,
  inboxPaths,
  setMessageHandledRequestSchema,
} from './inbox.ts';
import {
  contentOpsPaths,
  listStaffPostsRequestSchema,
  postIdRequestSchema,
  postInputSchema,
  postPreviewSchema,
  previewPostRequestSchema,
  publishPostRequestSchema,
  staffPostListSchema,
  staffPostSchema,
  updatePostRequestSchema,
  uploadedImageSchema,
  uploadImageRequestSchema,
} from './content-admin.ts';
import {
  categoryInputSchema,
  cityRulesRequestSchema,
  cityRulesSchema,
  fareRuleInputSchema,
  fareRuleSchema,
  geofenceInputSchema,
  payOptionsInputSchema,
  creditLimitInputSchema,
  savedCreditLimitSchema,
  promoInputSchema,
  rulesOpsPaths,
  savedGeofenceSchema,
  savedPayOptionsSchema,
  staffCategoriesSchema,
  staffCategorySchema,
  staffCitiesSchema,
  staffPromoSchema,
} from './money-rules.ts';
import { cityNowOpsPath, cityNowRequestSchema, cityNowSchema } from './city-now.ts';
import {
  cancelQuoteRequestSchema,
  cancelQuoteSchema,
  listTripsRequestSchema,
  saveTripResponseSchema,
  tripListSchema,
  updateTripRequestSchema,
  updateTripResponseSchema,
} from './trips.ts';
import { getUserRequestSchema, updateProfileRequestSchema, userSchema } from './users.ts';
import {
  pushSubscribedSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
  webPushKeySchema,
  webPushPaths,
} from './web-push.ts';

/**
 * Who may call an endpoint. The service refuses a call before it reads the body unless the
 * caller is what the endpoint says: `public` anyone, `rider` a valid rider session, `driver` a
 * valid driver session, `applicant` the session a phone code opened on an application to drive
 * (decision 058), `staff` a valid back-office session whose role is one of the endpoint's
 * `roles` (issue 17 point 7, issue 30: closed by default).
 */
export type Access = 'public' | 'rider' | 'driver' | 'applicant' | 'staff';

/**
 * One endpoint of the API below API_BASE: its path, who may call it, the body it accepts
 * (`null`: none is read, e.g. logout, or the body is raw, e.g. the webhook) and the `response`
 * of its success envelope.
 */
export interface Endpoint<
  B extends z.ZodType | null = z.ZodType | null,
  D extends z.ZodType = z.ZodType,
> {
  readonly path: string;
  readonly access: Access;
  /** The staff roles a `staff` endpoint admits (none for the other kinds). */
  readonly roles: readonly StaffRole[];
  readonly body: B;
  readonly data: D;
}

const endpoint = <B extends z.ZodType | null, D extends z.ZodType>(
  path: string,
  access: Exclude<Access, 'staff'>,
  body: B,
  data: D,
): Endpoint<B, D> => ({ path, access, roles: [], body, data });

/** A back-office endpoint: only a staff session of one of `roles` gets past the access hook. */
const staffEndpoint = <B extends z.ZodType | null, D extends z.ZodType>(
  path: string,
  roles: readonly StaffRole[],
  body: B,
  data: D,
): Endpoint<B, D> => ({ path, access: 'staff', roles, body, data });

const signedOutSchema = z.object({ signed_out: z.literal(true) });

/** Content (issue 30): editors and admins. */
const editors = ['editor', 'admin'] as const;
const opsContentEndpoints = {
  list: staffEndpoint(
    contentOpsPaths.list,
    editors,
    listStaffPostsRequestSchema,
    staffPostListSchema,
  ),
  get: staffEndpoint(contentOpsPaths.get, editors, postIdRequestSchema, staffPostSchema),
  create: staffEndpoint(contentOpsPaths.create, editors, postInputSchema, staffPostSchema),
  update: staffEndpoint(contentOpsPaths.update, editors, updatePostRequestSchema, staffPostSchema),
  publish: staffEndpoint(
    contentOpsPaths.publish,
    editors,
    publishPostRequestSchema,
    staffPostSchema,
  ),
  unpublish: staffEndpoint(
    contentOpsPaths.unpublish,
    editors,
    postIdRequestSchema,
    staffPostSchema,
  ),
  preview: staffEndpoint(
    contentOpsPaths.preview,
    editors,
    previewPostRequestSchema,
    postPreviewSchema,
  ),
  uploadImage: staffEndpoint(
    contentOpsPaths.uploadImage,
    editors,
    uploadImageRequestSchema,
    uploadedImageSchema,
  ),
};

/** The inbox (issue 30): the contact form's messages, for support and admins. */
const inboxStaff = ['support', 'admin'] as const;
const opsInboxEndpoints = {
  list: staffEndpoint(inboxPaths.list, inboxStaff, inboxListRequestSchema, inboxPageSchema),
  get: staffEndpoint(inboxPaths.get, inboxStaff, inboxMessageRequestSchema, inboxMessageSchema),
  assignees: staffEndpoint(inboxPaths.assignees, inboxStaff, null, inboxAssigneesSchema),
  assign: staffEndpoint(
    inboxPaths.assign,
    inboxStaff,
    assignMessageRequestSchema,
    inboxMessageSchema,
  ),
  setHandled: staffEndpoint(
    inboxPaths.setHandled,
    inboxStaff,
    setMessageHandledRequestSchema,
    inboxMessageSchema,
  ),
};

/** Cities and money rules (issue 30): city managers (their cities) and admins; categories: admins. */
const cityStaff = ['city', 'admin'] as const;
const opsRulesEndpoints = {
  // Support watches every city's live view (Now), so it may list them too.
  cities: staffEndpoint(
    rulesOpsPaths.cities,
    ['support', 'city', 'admin'],
    null,
    staffCitiesSchema,
  ),
  cityRules: staffEndpoint(
    rulesOpsPaths.cityRules,
    cityStaff,
    cityRulesRequestSchema,
    cityRulesSchema,
  ),
  saveFare: staffEndpoint(rulesOpsPaths.saveFare, cityStaff, fareRuleInputSchema, fareRuleSchema),
  savePayOptions: staffEndpoint(
    rulesOpsPaths.savePayOptions,
    cityStaff,
    payOptionsInputSchema,
    savedPayOptionsSchema,
  ),
  saveCreditLimit: staffEndpoint(
    rulesOpsPaths.saveCreditLimit,
    ['admin'],
    creditLimitInputSchema,
    savedCreditLimitSchema,
  ),
  saveGeofence: staffEndpoint(
    rulesOpsPaths.saveGeofence,
    cityStaff,
    geofenceInputSchema,
    savedGeofenceSchema,
  ),
  savePromo: staffEndpoint(rulesOpsPaths.savePromo, cityStaff, promoInputSchema, staffPromoSchema),
  categories: staffEndpoint(rulesOpsPaths.categories, cityStaff, null, staffCategoriesSchema),
  saveCategory: staffEndpoint(
    rulesOpsPaths.saveCategory,
    ['admin'],
    categoryInputSchema,
    staffCategorySchema,
  ),
};

const registrationAnswerSchema = z.union([codeSentSchema, loggedInSchema]);
const loginAnswerSchema = z.union([codeSentSchema, loggedInSchema, accountNeededSchema]);
const loggedOutSchema = z.object({ logged_out: z.literal(true) });

/**
 * The back office's foundation (issue 30, decision 038). Sign-in is public (it is how a session
 * starts; rate-limited); everything else needs a staff session of the roles listed.
 */
const opsEndpoints = {
  signIn: endpoint(opsPaths.signIn, 'public', staffSignInRequestSchema, staffSessionSchema),
  // Public: signing out with an expired session still clears the cookie.
  signOut: endpoint(opsPaths.signOut, 'public', null, signedOutSchema),
  // Public: "no session" is an answer (staff null), not an error.
  session: endpoint(opsPaths.session, 'public', null, staffSessionSchema),
  passkeySignInOptions: endpoint(
    opsPaths.passkeySignInOptions,
    'public',
    passkeySignInOptionsRequestSchema,
    passkeyOptionsSchema,
  ),
  passkeySignIn: endpoint(
    opsPaths.passkeySignIn,
    'public',
    passkeyResponseRequestSchema,
    staffSessionSchema,
  ),
  passkeyRegisterOptions: staffEndpoint(
    opsPaths.passkeyRegisterOptions,
    STAFF_ROLES,
    null,
    passkeyOptionsSchema,
  ),
  passkeyRegister: staffEndpoint(
    opsPaths.passkeyRegister,
    STAFF_ROLES,
    passkeyResponseRequestSchema,
    staffSessionSchema,
  ),
  staffList: staffEndpoint(opsPaths.staffList, ['admin'], null, staffListSchema),
  // The staff list is a directory (as many rows as FairFare has staff), read whole by the screens
  // that name staff members; its export is the one every list has.
  staffExport: staffEndpoint(opsPaths.staffExport, ['admin'], emptyRequestSchema, csvExportSchema),
  staffAdd: staffEndpoint(opsPaths.staffAdd, ['admin'], addStaffRequestSchema, newStaffSchema),
  staffSetDisabled: staffEndpoint(
    opsPaths.staffSetDisabled,
    ['admin'],
    setStaffDisabledRequestSchema,
    staffListItemSchema,
  ),
  auditLog: staffEndpoint(opsPaths.auditLog, ['admin'], auditLogRequestSchema, auditLogSchema),
  // Every role: each staff member chooses their own language (decision 065).
  setLanguage: staffEndpoint(
    opsPaths.setLanguage,
    STAFF_ROLES,
    setStaffLanguageRequestSchema,
    staffSessionSchema,
  ),
};

/** Drivers in the back office: admins everywhere, city managers in their own cities. */
const opsDriverEndpoints = {
  list: staffEndpoint(
    opsDriverPaths.list,
    ['admin', 'city'],
    opsDriverListRequestSchema,
    opsDriverListSchema,
  ),
  detail: staffEndpoint(
    opsDriverPaths.detail,
    ['admin', 'city'],
    opsDriverRequestSchema,
    opsDriverDetailSchema,
  ),
  suspend: staffEndpoint(
    opsDriverPaths.suspend,
    ['admin', 'city'],
    suspendDriverRequestSchema,
    opsDriverSchema,
  ),
};

/** Applications to drive (decision 058): reviewed by admins, and city managers in their cities. */
const reviewers = ['admin', 'city'] as const;
const opsApplicationEndpoints = {
  list: staffEndpoint(
    opsApplicationPaths.list,
    reviewers,
    opsApplicationListRequestSchema,
    opsApplicationListSchema,
  ),
  export: staffEndpoint(
    opsApplicationPaths.export,
    reviewers,
    opsApplicationListRequestSchema.omit({ before_id: true }),
    csvExportSchema,
  ),
  detail: staffEndpoint(
    opsApplicationPaths.detail,
    reviewers,
    opsApplicationRequestSchema,
    opsApplicationDetailSchema,
  ),
  approve: staffEndpoint(
    opsApplicationPaths.approve,
    reviewers,
    opsApplicationRequestSchema,
    opsApplicationSchema,
  ),
  reject: staffEndpoint(
    opsApplicationPaths.reject,
    reviewers,
    rejectApplicationRequestSchema,
    opsApplicationSchema,
  ),
};

/** The application to drive, by its applicant (the driver app's /drive/apply). */
const applyEndpoints = {
  // Public: it is how an applicant's session starts (the per-phone and per-address code limits).
  code: endpoint(
    applyPaths.code,
    'public',
    applyCodeRequestSchema,
    z.union([codeSentSchema, myApplicationSchema]),
  ),
  mine: endpoint(applyPaths.mine, 'applicant', emptyApplyRequestSchema, myApplicationSchema),
  save: endpoint(applyPaths.save, 'applicant', applicationFieldsSchema, myApplicationSchema),
  // The body is the document's raw bytes (its kind in the query): no schema reads it.
  document: endpoint(applyPaths.document, 'applicant', null, applicationDocumentSchema),
  submit: endpoint(applyPaths.submit, 'applicant', emptyApplyRequestSchema, myApplicationSchema),
};

/**
 * Riders and trips in the back office (decision 040): support, and the admin, who reaches every
 * screen (issue 39, decision 062; the admin was left out at first, decision 038).
 */
const supportStaff = ['support', 'admin'] as const;
/** Who may approve a support credit above its city's limit (never its own asker). */
const creditApprovers = ['support', 'admin'] as const;
const opsSupportEndpoints = {
  findRiders: staffEndpoint(
    opsSupportPaths.findRiders,
    supportStaff,
    findRidersRequestSchema,
    findRidersSchema,
  ),
  rider: staffEndpoint(
    opsSupportPaths.rider,
    supportStaff,
    riderRequestSchema,
    opsRiderDetailSchema,
  ),
  trip: staffEndpoint(
    opsSupportPaths.trip,
    supportStaff,
    opsTripRequestSchema,
    opsTripDetailSchema,
  ),
  refund: staffEndpoint(
    opsSupportPaths.refund,
    supportStaff,
    refundRequestSchema,
    refundAnswerSchema,
  ),
  adjustWallet: staffEndpoint(
    opsSupportPaths.adjustWallet,
    supportStaff,
    adjustWalletRequestSchema,
    adjustWalletAnswerSchema,
  ),
  walletCredits: staffEndpoint(
    opsSupportPaths.walletCredits,
    creditApprovers,
    null,
    walletCreditsSchema,
  ),
  decideWalletCredit: staffEndpoint(
    opsSupportPaths.decideWalletCredit,
    creditApprovers,
    decideWalletCreditRequestSchema,
    walletCreditSchema,
  ),
  cancelTrip: staffEndpoint(
    opsSupportPaths.cancelTrip,
    supportStaff,
    cancelStuckTripRequestSchema,
    opsTripDetailSchema,
  ),
  clearLockout: staffEndpoint(
    opsSupportPaths.clearLockout,
    supportStaff,
    clearLockoutRequestSchema,
    codeLockoutSchema,
  ),
};

/**
 * Finding anyone and exporting what a list shows (issue 39, decision 062). Trips: support and
 * admins everywhere, city managers in their cities; riders (not tied to a city): support and
 * admins; each export admits exactly the roles of the list it exports.
 */
const tripFinders = ['support', 'admin', 'city'] as const;
const opsSearchEndpoints = {
  trips: staffEndpoint(opsSearchPaths.trips, tripFinders, findTripsRequestSchema, findTripsSchema),
  exportTrips: staffEndpoint(
    opsSearchPaths.exportTrips,
    tripFinders,
    findTripsRequestSchema.omit({ before_id: true }),
    csvExportSchema,
  ),
  exportRiders: staffEndpoint(
    opsSearchPaths.exportRiders,
    supportStaff,
    findRidersRequestSchema.omit({ before_id: true }),
    csvExportSchema,
  ),
  exportDrivers: staffEndpoint(
    opsSearchPaths.exportDrivers,
    ['admin', 'city'],
    opsDriverListRequestSchema.omit({ before_id: true }),
    csvExportSchema,
  ),
  exportAudit: staffEndpoint(
    opsSearchPaths.exportAudit,
    ['admin'],
    auditLogRequestSchema.omit({ before_id: true }),
    csvExportSchema,
  ),
};

/**
 * Every endpoint the service serves below API_BASE, declared once: the server registers its
 * routes from here and its access hook enforces `access`; the fuzz suite walks it.
 */
/** Web Push (decision 059): the service's key, and each device's subscription. */
const webPushEndpoints = {
  key: endpoint(webPushPaths.key, 'public', null, webPushKeySchema),
  riderSubscribe: endpoint(
    webPushPaths.riderSubscribe,
    'rider',
    pushSubscribeRequestSchema,
    pushSubscribedSchema,
  ),
  riderUnsubscribe: endpoint(
    webPushPaths.riderUnsubscribe,
    'rider',
    pushUnsubscribeRequestSchema,
    pushSubscribedSchema,
  ),
  driverSubscribe: endpoint(
    webPushPaths.driverSubscribe,
    'driver',
    pushSubscribeRequestSchema,
    pushSubscribedSchema,
  ),
  driverUnsubscribe: endpoint(
    webPushPaths.driverUnsubscribe,
    'driver',
    pushUnsubscribeRequestSchema,
    pushSubscribedSchema,
  ),
};

export const endpointTable = {
  users: {
    login: endpoint(endpoints.users.login, 'public', loginRequestSchema, loginAnswerSchema),
    registration: endpoint(
      endpoints.users.registration,
      'public',
      registrationRequestSchema,
      registrationAnswerSchema,
    ),
    // Public: a logout with an expired session still clears the cookies.
    logout: endpoint(endpoints.users.logout, 'public', null, loggedOutSchema),
    // Public: "no session" is an answer (user null), not an error.
    session: endpoint(endpoints.users.session, 'public', null, currentSessionSchema),
    get: endpoint(endpoints.users.get, 'rider', getUserRequestSchema.optional(), userSchema),
    updateProfile: endpoint(
      endpoints.users.updateProfile,
      'rider',
      updateProfileRequestSchema,
      userSchema,
    ),
  },
  trips: {
    list: endpoint(endpoints.trips.list, 'rider', listTripsRequestSchema, tripListSchema),
    save: endpoint(endpoints.trips.save, 'rider', saveTripRequestSchema, saveTripResponseSchema),
    update: endpoint(
      endpoints.trips.update,
      'rider',
      updateTripRequestSchema,
      updateTripResponseSchema,
    ),
    cancelQuote: endpoint(
      endpoints.trips.cancelQuote,
      'rider',
      cancelQuoteRequestSchema,
      cancelQuoteSchema,
    ),
    accept: endpoint(
      endpoints.trips.accept,
      'rider',
      acceptOfferRequestSchema,
      acceptOfferResponseSchema,
    ),
    assigned: endpoint(
      endpoints.trips.assigned,
      'rider',
      acceptOfferRequestSchema,
      acceptOfferResponseSchema,
    ),
    raiseFare: endpoint(
      endpoints.trips.raiseFare,
      'rider',
      raiseFareRequestSchema,
      updateTripResponseSchema,
    ),
    // The token is the key (docs/product/rules.md Tracking page).
    track: endpoint(endpoints.trips.track, 'public', trackRequestSchema, trackedTripSchema),
    estimate: endpoint(
      endpoints.trips.estimate,
      'public',
      estimateRequestSchema,
      estimateResponseSchema,
    ),
  },
  offers: {
    list: endpoint(
      endpoints.offers.list,
      'rider',
      getTripRequestsRequestSchema,
      tripRequestListSchema,
    ),
    counter: endpoint(
      endpoints.offers.counter,
      'rider',
      counterOfferRequestSchema,
      tripRequestSchema,
    ),
    reject: endpoint(endpoints.offers.reject, 'rider', rejectOfferRequestSchema, tripRequestSchema),
  },
  drivers: {
    login: endpoint(
      endpoints.drivers.login,
      'public',
      driverLoginRequestSchema,
      z.union([codeSentSchema, driverLoggedInSchema]),
    ),
    logout: endpoint(endpoints.drivers.logout, 'public', null, loggedOutSchema),
    setOnline: endpoint(
      endpoints.drivers.setOnline,
      'driver',
      setOnlineRequestSchema,
      driverStateSchema,
    ),
    updatePosition: endpoint(
      endpoints.drivers.updatePosition,
      'driver',
      updatePositionRequestSchema,
      driverStateSchema,
    ),
    openRequests: endpoint(
      endpoints.drivers.openRequests,
      'driver',
      emptyRequestSchema,
      openRequestListSchema,
    ),
    sendOffer: endpoint(
      endpoints.drivers.sendOffer,
      'driver',
      sendOfferRequestSchema,
      driverOfferSchema,
    ),
    answerCounter: endpoint(
      endpoints.drivers.answerCounter,
      'driver',
      answerCounterRequestSchema,
      driverOfferSchema,
    ),
    myTrips: endpoint(
      endpoints.drivers.myTrips,
      'driver',
      emptyRequestSchema,
      driverTripListSchema,
    ),
    updateTripStatus: endpoint(
      endpoints.drivers.updateTripStatus,
      'driver',
      updateTripStatusRequestSchema,
      driverTripSchema,
    ),
    confirmCash: endpoint(
      endpoints.drivers.confirmCash,
      'driver',
      confirmCashRequestSchema,
      driverTripSchema,
    ),
    rateRider: endpoint(
      endpoints.drivers.rateRider,
      'driver',
      rateRiderRequestSchema,
      driverTripSchema,
    ),
    earnings: endpoint(
      endpoints.drivers.earnings,
      'driver',
      emptyRequestSchema,
      driverEarningsSchema,
    ),
    tripHistory: endpoint(
      endpoints.drivers.tripHistory,
      'driver',
      tripHistoryRequestSchema,
      tripHistoryPageSchema,
    ),
    // Rider-authenticated (docs/product/api.md rating group): the driver's public profile.
    profile: endpoint(
      endpoints.drivers.updateProfile,
      'rider',
      updateDriverProfileRequestSchema,
      driverPublicProfileSchema,
    ),
    nearby: endpoint(
      NEARBY_DRIVERS_PATH,
      'public',
      nearbyDriversRequestSchema,
      nearbyDriversResponseSchema,
    ),
  },
  safety: {
    contacts: endpoint(endpoints.safety.contacts, 'rider', null, trustedContactListSchema),
    saveContact: endpoint(
      endpoints.safety.saveContact,
      'rider',
      saveTrustedContactRequestSchema,
      trustedContactSchema,
    ),
    deleteContact: endpoint(
      endpoints.safety.deleteContact,
      'rider',
      contactIdRequestSchema,
      z.object({ deleted: z.literal(true) }),
    ),
    shareTrip: endpoint(
      endpoints.safety.shareTrip,
      'rider',
      shareTripRequestSchema,
      shareTripResponseSchema,
    ),
    event: endpoint(endpoints.safety.event, 'rider', safetyEventRequestSchema, safetyPanelSchema),
  },
  promos: {
    apply: endpoint(endpoints.promos.apply, 'rider', applyPromoRequestSchema, promoResultSchema),
  },
  common: {
    allInOne: endpoint(
      endpoints.common.allInOne,
      'public',
      getAllInOneRequestSchema,
      getAllInOneResponseSchema,
    ),
    geofences: endpoint(
      endpoints.common.geofences,
      'public',
      getGeofencesRequestSchema,
      getGeofencesResponseSchema,
    ),
  },
  cities: {
    list: endpoint(
      endpoints.cities.list,
      'public',
      getCitiesRequestSchema,
      getCitiesResponseSchema,
    ),
    get: endpoint(endpoints.cities.get, 'public', getCityRequestSchema, getCityResponseSchema),
  },
  constants: {
    list: endpoint(
      endpoints.constants.list,
      'public',
      getConstantsRequestSchema,
      getConstantsResponseSchema,
    ),
    countries: endpoint(
      endpoints.constants.countries,
      'public',
      getCountriesRequestSchema,
      getCountriesResponseSchema,
    ),
  },
  places: {
    search: endpoint(
      endpoints.places.search,
      'public',
      searchPlacesRequestSchema,
      searchPlacesResponseSchema,
    ),
    reverse: endpoint(
      endpoints.places.reverse,
      'public',
      reversePlaceRequestSchema,
      reversePlaceResponseSchema,
    ),
  },
  categories: {
    list: endpoint(
      endpoints.categories.list,
      'public',
      getCategoriesRequestSchema,
      getCategoriesResponseSchema,
    ),
  },
  savedPlaces: {
    list: endpoint(
      endpoints.savedPlaces.list,
      'rider',
      getSavedPlacesRequestSchema,
      savedPlacesResponseSchema,
    ),
    save: endpoint(
      endpoints.savedPlaces.save,
      'rider',
      saveSavedPlaceRequestSchema,
      saveSavedPlaceResponseSchema,
    ),
    delete: endpoint(
      endpoints.savedPlaces.delete,
      'rider',
      deleteSavedPlaceRequestSchema,
      deleteSavedPlaceResponseSchema,
    ),
  },
  content: {
    list: endpoint(endpoints.content.list, 'public', listPostsRequestSchema, postListSchema),
    detail: endpoint(endpoints.content.detail, 'public', getPostRequestSchema, postDetailSchema),
  },
  contact: {
    send: endpoint(endpoints.contact.send, 'public', contactRequestSchema, contactResponseSchema),
  },
  payments: {
    stripeKey: endpoint(paymentEndpoints.stripeKey, 'public', null, stripeKeyResponseSchema),
    sandboxPaymentMethod: endpoint(
      paymentEndpoints.sandboxPaymentMethod,
      'rider',
      sandboxCardRequestSchema,
      sandboxCardResponseSchema,
    ),
    paymentMethods: endpoint(
      paymentEndpoints.paymentMethods,
      'rider',
      getPaymentMethodsRequestSchema,
      paymentMethodsResponseSchema,
    ),
    attach: endpoint(
      paymentEndpoints.attach,
      'rider',
      attachPaymentMethodRequestSchema,
      attachPaymentMethodResponseSchema,
    ),
    detach: endpoint(
      paymentEndpoints.detach,
      'rider',
      detachPaymentMethodRequestSchema,
      detachPaymentMethodResponseSchema,
    ),
    createIntent: endpoint(
      paymentEndpoints.createIntent,
      'rider',
      createPaymentIntentRequestSchema,
      createPaymentIntentResponseSchema,
    ),
    walletIntent: endpoint(
      paymentEndpoints.walletIntent,
      'rider',
      walletTopUpRequestSchema,
      walletTopUpResponseSchema,
    ),
    // No session: the provider's signature over the raw body proves the sender.
    webhook: endpoint(
      paymentEndpoints.webhook,
      'public',
      null,
      z.object({ received: z.literal(true), outcome: z.string() }),
    ),
    addTripTransaction: endpoint(
      paymentEndpoints.addTripTransaction,
      'rider',
      addTripTransactionRequestSchema,
      addTripTransactionResponseSchema,
    ),
    addWalletTransaction: endpoint(
      paymentEndpoints.addWalletTransaction,
      'rider',
      addWalletTransactionRequestSchema,
      addWalletTransactionResponseSchema,
    ),
    receipt: endpoint(paymentEndpoints.receipt, 'rider', getReceiptRequestSchema, receiptSchema),
    unpaidTrip: endpoint(
      paymentEndpoints.unpaidTrip,
      'rider',
      optionalBodySchema(z.object({})),
      unpaidTripResponseSchema,
    ),
  },
  tips: {
    options: endpoint(tipEndpoints.options, 'rider', tipOptionsRequestSchema, tipOptionsSchema),
    add: endpoint(tipEndpoints.add, 'rider', addTipRequestSchema, tipOptionsSchema),
  },
  ops: opsEndpoints,
  opsContent: opsContentEndpoints,
  opsInbox: opsInboxEndpoints,
  opsRules: opsRulesEndpoints,
  opsNow: {
    city: staffEndpoint(
      cityNowOpsPath,
      ['support', 'city', 'admin'],
      cityNowRequestSchema,
      cityNowSchema,
    ),
  },
  opsDrivers: opsDriverEndpoints,
  opsSupport: opsSupportEndpoints,
  opsSearch: opsSearchEndpoints,
  apply: applyEndpoints,
  opsApplications: opsApplicationEndpoints,
  // Reports (issue 39): admins every city, city managers theirs (decided by the service).
  opsReports: {
    daily: staffEndpoint(reportPaths.daily, ['admin', 'city'], reportRequestSchema, reportSchema),
  },
  webPush: webPushEndpoints,
} as const;

/** The table as a list, for the server's registration check and the fuzz suite. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpointTable).flatMap(
  (area): Endpoint[] => Object.values(area),
);
