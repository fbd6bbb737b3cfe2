/** The booking feature's routes (spec §2). */
export const BOOKNOW_PATH = '/booknow';
export const SCHEDULE_FORM_PATH = '/schedule-form';
export const BOOKING_COMPLETE_PATH = '/booking-complete';
export const MY_ACCOUNT_PATH = '/profile';
