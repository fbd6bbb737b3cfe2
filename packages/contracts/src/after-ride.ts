/**
 * How long after a ride its rider may still tip and rate the driver (issue 26, decision 032): a
 * rider who closed the thank-you popup gets "Add a tip" and "Rate your driver" from the trip
 * history and the receipt, for this long. The service enforces it (`tip.windowClosed`,
 * `rating.windowClosed`); the site shows the buttons only while it is open. Counted from the
 * trip's date (its pickup time: the booking, or the time a ride for later was booked for), which
 * the history shows and which no later write moves.
 */
export const AFTER_RIDE_HOURS = 72;

const AFTER_RIDE_MS = AFTER_RIDE_HOURS * 3_600_000;

/** Whether a ride of `tripDate` (epoch ms) may still be tipped and rated at `now`. */
export function afterRideOpen(tripDate: number, now: number): boolean {
  return now - tripDate <= AFTER_RIDE_MS;
}
