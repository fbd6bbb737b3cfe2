import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** id of the page's main landmark (the skip link's target). */
export const MAIN_ID = 'main';

/**
 * On every route change: scroll to the top (docs/product/screens.md) and, after the first page, move keyboard
 * focus to the main landmark so that screen readers start reading the new page.
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
