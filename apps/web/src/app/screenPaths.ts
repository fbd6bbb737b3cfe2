/**
 * The addresses of the app screens without parameters: every route of the route table
 * (router.tsx) that is not sent as a content page. A content page's first script, which cannot
 * load the route table (it brings React), warms a screen's scripts when the rider is about to
 * open one of these (light/warmScreens.ts). router.test.tsx checks the list against the table.
 */
export const SCREEN_PATHS: readonly string[] = [
  '/register',
  '/login',
  '/profile',
  '/booknow',
  '/Checkout',
  '/schedule-form',
  '/booking-complete',
  '/track',
];
