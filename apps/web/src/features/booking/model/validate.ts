import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  bookingFieldsSchema,
  editScheduledFieldsSchema,
  isSameDestination,
  refinePassenger,
  saveTripRequestSchema,
  type EstimateRequest,
  type EstimateResponse,
} from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import { encodeMessage, type FieldMessage } from './fieldMessage';
import { BOOKING_FIELD_ORDER, type BookingField, type BookingFormValues } from './formValues';
import { offerBoundProblem, parseOffer } from './offerBounds';
import { estimateRequestFor } from './estimateRequest';
import { cityLocalToEpoch } from './scheduleTime';
import { toBookingFields, toSaveRequest } from './toRequest';

/** 'book': /booknow; 'schedule': /schedule-form (time required); 'edit': a saved ride for later. */
export type BookingMode = 'book' | 'schedule' | 'edit';

/** What the checks need besides the form: the screen's state when the rider submits. */
export interface BookingCheckContext {
  mode: BookingMode;
  tzOffsetHours: number;
  /**
   * The served city whose geofence holds a point: its id, null when none does (docs/product/messages.md), undefined
   * while the cities are not known yet.
   */
  cityOf: (point: LatLng) => number | null | undefined;
  /** The fares of a trip by category id (their offer bounds), when they were estimated already. */
  faresOf: (request: EstimateRequest) => EstimateResponse | undefined;
}

export type BookingProblems = Partial<Record<BookingField, FieldMessage>>;

/** Which form field an API field (the first part of an issue's path) belongs to. */
const FIELD_OF: Record<string, BookingField> = {
  city_id: 'pickup',
  pickup: 'pickup',
  drop: 'drop',
  category_id: 'categoryId',
  user_offer_amt: 'offer',
  trip_pay_mode: 'payMode',
  promo_code: 'promoCode',
  note: 'note',
  passenger_name: 'passengerName',
  passenger_contact: 'passengerContact',
  scheduled_at: 'scheduledAt',
  accept_terms: 'terms',
};

/** The form field an API message key points at (for the server's answers too). */
export const FIELD_OF_MESSAGE: Record<string, BookingField> = {
  'booking.outsideGeofence': 'pickup',
  'booking.cityNotServed': 'pickup',
  'city.notFound': 'pickup',
  'validation.cityInvalid': 'pickup',
  'booking.locationInvalid': 'pickup',
  'booking.sameDestination': 'drop',
  'booking.categoryRequired': 'categoryId',
  'booking.bidTooLow': 'offer',
  'booking.bidTooHigh': 'offer',
  'booking.offerRequired': 'offer',
  'booking.payModeInvalid': 'payMode',
  'booking.promoRequired': 'promoCode',
  'booking.promoInvalid': 'promoCode',
  'booking.promoAlreadyApplied': 'promoCode',
  'booking.futureTimeRequired': 'scheduledAt',
  'booking.scheduleTooFar': 'scheduledAt',
  'validation.termsRequired': 'terms',
  'booking.passengerNameRequired': 'passengerName',
  'validation.nameTooLong': 'passengerName',
  'booking.passengerContactInvalid': 'passengerContact',
  'booking.noteTooLong': 'note',
};

const editFieldsSchema = editScheduledFieldsSchema.superRefine(refinePassenger);
/**
 * The passenger rule on its own: zod runs a refinement only once the rest of the object is valid,
 * and the rider should see every problem at once.
 */
const passengerSchema = bookingFieldsSchema
  .pick({ is_for_other: true, passenger_name: true, passenger_contact: true })
  .superRefine(refinePassenger);

function schemaProblems(values: BookingFormValues, ctx: BookingCheckContext): BookingProblems {
  // The promo code is checked when it is applied (promoapi/applypromo).
  const requestCtx = {
    cityId: values.pickup ? (ctx.cityOf(values.pickup) ?? undefined) : undefined,
    promoCode: null,
    tzOffsetHours: ctx.tzOffsetHours,
  };
  const result =
    ctx.mode === 'edit'
      ? editFieldsSchema.safeParse(toBookingFields({ ...values, when: 'later' }, requestCtx))
      : saveTripRequestSchema.safeParse(toSaveRequest(values, requestCtx));
  const passenger = passengerSchema.safeParse(toBookingFields(values, requestCtx));
  const issues = [
    ...(result.success ? [] : (result.error as z.ZodError).issues),
    ...(passenger.success ? [] : passenger.error.issues),
  ];
  const problems: BookingProblems = {};
  for (const issue of issues) {
    const first = issue.path[0];
    const field =
      (typeof first === 'string' ? FIELD_OF[first] : undefined) ?? FIELD_OF_MESSAGE[issue.message];
    if (field && !problems[field]) problems[field] = { key: issue.message };
  }
  return problems;
}

/**
 * Every check of docs/product/validation.md the browser can make, with the contracts' schemas (the server's own
 * rules and message keys) plus those that need the screen's state: the pickup's geofence, a drop
 * that is the pickup, a scheduled time in the future, the offer within the fare's bounds. One
 * problem per field, the first found.
 */
export function checkBooking(
  values: BookingFormValues,
  ctx: BookingCheckContext,
  now: number = Date.now(),
): BookingProblems {
  const problems = schemaProblems(values, ctx);
  const add = (field: BookingField, problem: FieldMessage) => {
    problems[field] ??= problem;
  };

  if (values.pickup && ctx.cityOf(values.pickup) === null)
    add('pickup', { key: 'booking.outsideGeofence' });
  if (values.pickup && values.drop && isSameDestination(values.pickup, values.drop)) {
    add('drop', { key: 'booking.sameDestination' });
  }

  const later = ctx.mode !== 'book' || values.when === 'later';
  if (later) {
    const at = cityLocalToEpoch(values.scheduledAt, ctx.tzOffsetHours);
    if (at === null || at <= now) add('scheduledAt', { key: 'booking.futureTimeRequired' });
  }

  if (values.categoryId === '') {
    // The offer is filled in from the category's fare: ask for the category first.
    delete problems.offer;
  } else {
    const offer = parseOffer(values.offer);
    const request = estimateRequestFor(values.pickup, values.drop, ctx.cityOf);
    const bounds = request ? ctx.faresOf(request)?.[values.categoryId] : undefined;
    const bound = offer !== null && bounds ? offerBoundProblem(offer, bounds) : null;
    if (bound) add('offer', bound);
  }
  return problems;
}

/** The problems as react-hook-form errors, in the form's order. */
export function toFieldErrors(problems: BookingProblems): FieldErrors<BookingFormValues> {
  const errors: FieldErrors<BookingFormValues> = {};
  for (const field of BOOKING_FIELD_ORDER) {
    const problem = problems[field];
    if (problem) {
      (errors as Record<string, unknown>)[field] = {
        type: 'validate',
        message: encodeMessage(problem.key, problem.params),
      };
    }
  }
  return errors;
}

/** react-hook-form's resolver over checkBooking; the screen's state comes as the form's context. */
export const bookingResolver: Resolver<BookingFormValues, BookingCheckContext> = (
  values,
  context,
) => {
  if (!context) throw new Error('bookingResolver needs the booking screen as its context');
  const problems = checkBooking(values, context);
  return Object.keys(problems).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: toFieldErrors(problems) };
};
