/** The receipt of a paid trip in My Account (app/router.tsx: profile/receipt/:tripId). */
export function receiptPath(tripId: number): string {
  return `/profile/receipt/${tripId}`;
}

/** The booking screen opened on a ride for later, to change it (as booking's editScheduledRidePath). */
export function changeScheduledRidePath(tripId: number): string {
  return `/booknow?edit=${tripId}`;
}
