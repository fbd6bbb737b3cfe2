/** The receipt of a paid trip in My Account (app/router.tsx: profile/receipt/:tripId). */
export function receiptPath(tripId: number): string {
  return `/profile/receipt/${tripId}`;
}
