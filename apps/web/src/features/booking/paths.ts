/** The booking feature's routes (docs/product/screens.md). */
export const BOOKNOW_PATH = '/booknow';
export const SCHEDULE_FORM_PATH = '/schedule-form';
export const BOOKING_COMPLETE_PATH = '/booking-complete';
export const MY_ACCOUNT_PATH = '/profile';

/** /booknow opened on one of the rider's rides for later, to change it (BookNowPage). */
export function editScheduledRidePath(tripId: number): string {
  return `${BOOKNOW_PATH}?edit=${tripId}`;
}
