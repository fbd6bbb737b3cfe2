import { Suspense, type ReactNode } from 'react';
import { Spinner } from './Spinner';

/**
 * The place of a shared part whose translations a page may not have loaded yet (the card form's
 * `payments`, say). react-i18next suspends the part until they are there; without a boundary of
 * its own React would hide the nearest one's whole content meanwhile — the page, or the ride
 * overlay's popup — taking the focus from a field being typed in. Here the part waits in its own
 * place, as a small spinner.
 */
export function WaitsForTexts({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner inline />}>{children}</Suspense>;
}
