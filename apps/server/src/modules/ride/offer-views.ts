import { greatCircleKm, toAmount, travelMinutes } from '@fairfare/contracts/fare';
import { offerStatusSchema, type TripRequest } from '@fairfare/contracts/offers';
import type { OfferRow } from './offers-repo.ts';

/** An offer as the rider sees it: decimal amounts, the driver card without phone, distance and ETA. */
export function toTripRequest(
  row: OfferRow,
  trip: { trip_from_lat: number; trip_from_lng: number; user_offer_amt: number },
): TripRequest {
  const km =
    row.d_lat === null || row.d_lng === null
      ? null
      : greatCircleKm(
          { lat: row.d_lat, lng: row.d_lng },
          { lat: trip.trip_from_lat, lng: trip.trip_from_lng },
        );
  return {
    tripRequestId: row.trip_request_id,
    trip_id: row.trip_id,
    driver_id: row.driver_id,
    offer_amt: toAmount(row.offer_amt),
    user_offer_amt: toAmount(row.user_offer_amt ?? trip.user_offer_amt),
    status: offerStatusSchema.parse(row.status),
    expires_at: row.expires_at,
    distance_km: km === null ? null : Math.round(km * 100) / 100,
    eta_min: km === null ? null : travelMinutes(km),
    Driver: {
      driver_id: row.driver_id,
      d_name: row.d_name,
      d_phone: null,
      d_rating: row.d_rating,
      d_rating_count: row.d_rating_count,
      num_trip: row.num_trip,
      d_lat: row.d_lat,
      d_lng: row.d_lng,
      d_profile_image_path: row.d_profile_image_path,
      car_name: row.car_name,
      car_model: row.car_model,
      car_make: row.car_make,
      car_number: row.car_number,
      car_color: row.car_color,
    },
    version: row.version,
  };
}
