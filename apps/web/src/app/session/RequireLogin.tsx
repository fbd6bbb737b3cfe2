import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentPath, useIsLoggedIn } from '../../shared/session/hooks';
import { loginPath } from '../../shared/session/paths';

/**
 * A protected route (docs/product/screens.md, roles.md: /profile, /Checkout): without the session's 'logged in' flag the
 * visitor goes to /login?next=<this page> and comes back here after logging in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const here = useCurrentPath();
  if (!loggedIn) return <Navigate to={loginPath(here)} replace />;
  return children;
}
