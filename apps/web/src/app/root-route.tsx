import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary';

/** Every screen sits inside the error boundary; a navigation clears a caught error. */
export function RootRoute() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
