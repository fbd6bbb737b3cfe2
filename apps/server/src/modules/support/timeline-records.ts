// What a trip's timeline is built from (timeline.ts): the records support's trip page reads.

export interface TimelineTrip {
  trip_status: string;
  /** 1: booked for later (sent to drivers at `dispatched_at`); 0: for now. */
  is_ride_later: number;
  /** 1: booked for someone else, `passenger_name`. */
  is_for_other: number;
  passenger_name: string | null;
  trip_from_loc: string;
  trip_to_loc: string;
  estimated_fare: number;
  user_offer_amt: number;
  trip_currency: string;
  created_at: number;
  updated_at: number;
  dispatched_at: number | null;
  tm_acc: number | null;
  reminded_at: number | null;
  trip_pay_date: number | null;
  trip_reason: string | null;
  tip_amount: number;
  tip_paid_at: number | null;
  trip_rating: number | null;
  trip_feedback: string | null;
  /** When the rider rated (migration 035); null for a rating given before it was kept. */
  rated_at: number | null;
  /** The driver's rating of the rider, and when (migration 035). */
  rider_rating: number | null;
  rider_rated_at: number | null;
  d_name: string | null;
}

export interface TimelineOffer {
  d_name: string;
  offer_amt: number;
  user_offer_amt: number | null;
  status: string;
  created_at: number;
  updated_at: number;
  /** Every amount said in its negotiation, oldest first (none for an offer made before it was kept). */
  said?: readonly SaidAmount[];
}

/** One amount said in an offer's negotiation (migration 024). */
export interface SaidAmount {
  said_by: string;
  amount: number;
  at: number;
}

export interface TimelinePayment {
  kind: string;
  pay_mode: string;
  status: string;
  pay_amount: number;
  card_brand: string | null;
  card_last4: string | null;
  failure_message: string | null;
  created_at: number;
}

export interface TimelineRefund {
  amount: number;
  status: string;
  reason: string;
  failure_message: string | null;
  created_at: number;
}

/** One change of the trip's status (ride/trip-status-repo.ts); from null for the booking. */
export interface TimelineStatusChange {
  from_status: string | null;
  to_status: string;
  actor: string;
  at: number;
  reason: string | null;
}

export interface TimelineStaffAction {
  action: string;
  reason: string | null;
  at: number;
  email: string | null;
}
