import type { Language } from '@fairfare/contracts/languages';
import type { DriverPush, RiderPush } from '@fairfare/contracts/socket';
import type { WebPushPayload } from '@fairfare/contracts/web-push';
import { pushMoney, pushText, type PushTextKey } from './texts.ts';

/** Where a tap leads: the driver app, or the riders' booking screen (the ride shows over it). */
export const DRIVER_SCREEN = '/drive';
export const RIDER_SCREEN = '/booknow';

/** The pushes that make a notification (the others wait for the app), told without writing it. */
const DRIVER_NOTIFIED = new Set<string>(['request', 'offer', 'accept', 'assigned', 'cancel']);
const RIDER_NOTIFIED = new Set<string>(['offer', 'accept', 'assigned', 'arrive']);
export const driverNotifies = (push: DriverPush) => DRIVER_NOTIFIED.has(push.trip_status);
export const riderNotifies = (push: RiderPush) => RIDER_NOTIFIED.has(push.trip_status);

type Say = (key: PushTextKey, values?: Record<string, string>) => string;
const sayer =
  (language: Language): Say =>
  (key, values) =>
    pushText(language, key, values);

/**
 * A driver's notification, for the pushes that matter while the app is not in front (issue 36):
 * a new request, the rider's counter-offer, the offer accepted, the ride cancelled. The others
 * (expired, declined, another driver won, a tip) wait for the app: null.
 */
export function driverNotification(push: DriverPush, language: Language): WebPushPayload | null {
  const t = sayer(language);
  const note = (title: PushTextKey, body: string) => ({
    title: t(title),
    body,
    url: DRIVER_SCREEN,
    tag: `trip-${push.data.trip_id}`,
  });
  switch (push.trip_status) {
    case 'request': {
      const r = push.data;
      const fare = pushMoney(language, r.user_offer_amt, r.trip_currency);
      return note(
        'driver.request.title',
        t('driver.request.body', { from: r.trip_from_loc, to: r.trip_to_loc, fare }),
      );
    }
    case 'offer':
      return note('driver.countered.title', t('driver.countered.body'));
    case 'accept':
    case 'assigned': {
      const trip = push.data.trip;
      const values = { rider: trip.rider_name ?? t('aRider'), from: trip.trip_from_loc };
      const body =
        push.trip_status === 'assigned' ? 'driver.accepted.bodyLater' : 'driver.accepted.body';
      return note('driver.accepted.title', t(body, values));
    }
    case 'cancel': {
      const { cancelled_by, driver_share, trip_currency } = push.data;
      if (cancelled_by === 'staff')
        return note('driver.cancelled.title', t('driver.cancelled.byStaff'));
      if (driver_share <= 0) return note('driver.cancelled.title', t('driver.cancelled.byRider'));
      const share = pushMoney(language, driver_share, trip_currency);
      return note('driver.cancelled.title', t('driver.cancelled.share', { share }));
    }
    default:
      return null;
  }
}

/**
 * A rider's notification, for what a rider who left the tab waits for: an offer arrived, a
 * driver assigned (the driver took the rider's counter-offer), the driver arrived. Null else.
 */
export function riderNotification(push: RiderPush, language: Language): WebPushPayload | null {
  const t = sayer(language);
  const trip = push.data.trip;
  const note = (title: PushTextKey, body: string) => ({
    title: t(title),
    body,
    url: RIDER_SCREEN,
    tag: `trip-${push.data.trip_id}`,
  });
  const driverOf = (
    d: { d_name: string; car_make: string; car_model: string; car_number: string } | null,
  ) => ({
    driver: d?.d_name || t('aDriver'),
    car: d ? carOf(t, d) : '',
  });
  switch (push.trip_status) {
    case 'offer': {
      if (!('offer' in push.data)) return null;
      const offer = push.data.offer;
      const fare = pushMoney(language, offer.offer_amt, trip.trip_currency);
      return note(
        'rider.offer.title',
        t('rider.offer.body', { driver: offer.Driver.d_name || t('aDriver'), fare }),
      );
    }
    case 'accept':
    case 'assigned':
      return note('rider.assigned.title', t('rider.assigned.body', driverOf(trip.Driver)));
    case 'arrive':
      return note('rider.arrived.title', t('rider.arrived.body', driverOf(trip.Driver)));
    default:
      return null;
  }
}

/** " (Toyota Prius, ABC 123)": what a rider looks for at the kerb; nothing when unknown. */
function carOf(t: Say, d: { car_make: string; car_model: string; car_number: string }): string {
  const car = [`${d.car_make} ${d.car_model}`.trim(), d.car_number.trim()]
    .filter(Boolean)
    .join(', ');
  return car === '' ? '' : t('car', { car });
}
