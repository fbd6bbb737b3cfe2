import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** id of the page's main landmark (the skip link's target). */
export const MAIN_ID = 'main';

/**
 * On every route change after the first page: scroll to the top (docs/product/screens.md) and move
 * keyboard focus to the main landmark so that screen readers start reading the new page.
 *
 * The first page keeps the scroll the browser gave it: a new load starts at the top anyway, a
 * reload or a step back restores where the rider was, and on a rendered page the rider may have
 * scrolled down to a field before the script came. Scrolling to the top at hydration moved that
 * field from under the rider's finger mid-tap (decision 069).
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
