import { use, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { afterShown } from '@/lib/after-next-paint';
import { ErrorBoundary } from './error-boundary';
import { FirstScreenContext } from './first-screen-context';

/** Every screen sits inside the error boundary; a navigation clears a caught error. */
export function RootRoute() {
  const { pathname } = useLocation();
  const onFirstScreen = use(FirstScreenContext);
  useEffect(() => afterShown(onFirstScreen), [onFirstScreen]);
  return (
    <ErrorBoundary resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
