import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { takeFlashToast } from '@/lib/flash-toast';
import { createToastStore } from './toast-store';
import { ToastContext } from './use-toast';

// Radix Toast is about 8 KB compressed that the sign-in form does not need to work.
const ToastRegion = lazy(() => import('./toast-region'));

interface ToasterProps {
  children: ReactNode;
  /**
   * Whether to put the notifications region on the page (so F8 finds it) before the first toast.
   * The app waits for its first screen to be up; a toast brings the region in any case.
   */
  regionBeforeFirstToast?: boolean;
}

/** Provides `useToast` to its children and renders the toasts in their region. */
export function Toaster({ children, regionBeforeFirstToast = true }: ToasterProps) {
  const [store] = useState(createToastStore);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);

  // A toast announced just before a full page load (logout) is shown once the new page is up.
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) store.toast(flash);
  }, [store]);

  return (
    <ToastContext.Provider value={store}>
      {children}
      {(regionBeforeFirstToast || toasts.length > 0) && (
        <Suspense fallback={null}>
          <ToastRegion store={store} toasts={toasts} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
