import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ErrorBoundary } from '../error-boundary';
import { Footer } from './footer';
import { Header } from './header';

/** The signed-in frame. A broken page is caught here, so the header still works around it. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex min-h-svh flex-col">
        <SkipLink />
        <Header />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
        >
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
    </TooltipProvider>
  );
}
