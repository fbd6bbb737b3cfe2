import type { FindTripsRequest } from '@fairfare/contracts/ops-search';
import { TRIP_STATUSES } from '@fairfare/contracts/trips';
import { cityOffset, dayEnd, dayStart } from '../../shared/formatTime';

/**
 * The filter the form's fields say (empty fields filter nothing): days are read in the chosen
 * city's zone, or the house zone when every city is searched.
 */
export function tripFilterOf(form: FormData): FindTripsRequest {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const tripId = Number(text('trip').replace(/^#/, ''));
  const cityId = Number(text('city'));
  const offset = cityOffset(cityId > 0 ? cityId : null);
  const from = dayStart(text('from'), offset);
  const to = dayEnd(text('to'), offset);
  const status = text('status');
  return {
    ...(Number.isInteger(tripId) && tripId > 0 ? { trip_id: tripId } : {}),
    ...(text('rider') ? { rider: text('rider') } : {}),
    ...(text('driver') ? { driver: text('driver') } : {}),
    ...(cityId > 0 ? { city_id: cityId } : {}),
    ...((TRIP_STATUSES as readonly string[]).includes(status)
      ? { status: status as FindTripsRequest['status'] }
      : {}),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}
