/** The kinds of due jobs (due_jobs.kind) and their payloads. */
export const JOB_KINDS = {
  /** An offer (or counter-offer) not answered within its validity: { trip_request_id }. */
  offerExpire: 'offer.expire',
  /** A request with no accepted offer after request_expiry_minutes: { trip_id }. */
  requestExpire: 'trip.expire',
  /** A ride booked for later goes out to drivers SCHEDULE_LEAD_MINUTES before its time: { trip_id }. */
  dispatch: 'trip.dispatch',
  /** A ride booked for later is reminded to its rider RIDE_REMINDER_MINUTES before: { trip_id, trip_date }. */
  remind: 'trip.remind',
  /** A card charge of a trip or tip not known to be settled is asked about: { attempt_key }. */
  paymentReconcile: 'payment.reconcile',
} as const;
