import { createBrowserRouter } from 'react-router';

/** Every route of spec §2 (filled by the site shell work). */
export function createAppRouter() {
  return createBrowserRouter([{ path: '*', element: <p>FairFare</p> }]);
}
