import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteError } from './RouteError';

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a page that fails to load or render and shows RouteError in its place. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The child routes inside an error boundary that starts afresh on every route change, so that
 * leaving a broken page works. (The site uses the declarative router, which keeps its first
 * script small; this takes the place of the data router's errorElement.)
 */
export function ErrorBoundaryOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
