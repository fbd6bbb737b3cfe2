import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

/** Class on <body> while a ride popup is open: the page behind does not scroll (docs/product/screens.md). */
export const SCROLL_LOCK_CLASS = 'ride-popup-open';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The backdrop of the ride popups: locks the page's scroll, makes the page behind inert, keeps Tab
 * inside, and calls `onEscape` (when given) on Escape. The popups inside are `Dialog`s.
 */
export function Overlay({ children, onEscape }: { children: ReactNode; onEscape?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.body.classList.add(SCROLL_LOCK_CLASS);
    const releasePage = makePageInert();
    return () => {
      releasePage();
      document.body.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // On <body>, beside the page, so that the page can be made inert without the popups.
  return createPortal(
    <div className="ride-overlay" ref={ref} onKeyDown={onKeyDown}>
      <div className="ride-overlay__content">{children}</div>
    </div>,
    document.body,
  );
}

/** Overlays open now: the page stays inert until the last one closes. */
let openOverlays = 0;

/**
 * While a popup is open the page behind it is `inert`: Tab, a click or a screen reader cannot
 * reach it. The toasts stay live (they announce what happened).
 */
function makePageInert(): () => void {
  const page = document.getElementById('root');
  openOverlays += 1;
  const blocked = page
    ? Array.from(page.children).filter((el) => !el.classList.contains('Toastify'))
    : [];
  for (const el of blocked) el.setAttribute('inert', '');
  return () => {
    openOverlays -= 1;
    if (openOverlays === 0) for (const el of blocked) el.removeAttribute('inert');
  };
}
