import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@daftar/contract';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { takeFlashToast } from '@/lib/flash-toast';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { createToastStore } from './toast-store';
import { ToastContext } from './use-toast';

/**
 * Provides `useToast` to its children and renders the toasts: Radix Toast with spec section 9's
 * behaviour (5000 ms, swipe right past 50 px, F8 focuses the region).
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);

  // A toast announced just before a full page load (logout) is shown once the new page is up.
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) store.toast(flash);
  }, [store]);

  return (
    <ToastContext.Provider value={store}>
      <ToastProvider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      >
        {children}
        {toasts.map(({ id, title, description, variant, open }) => (
          <Toast
            key={id}
            variant={variant}
            open={open}
            onOpenChange={(isOpen) => {
              if (!isOpen) store.dismiss(id);
            }}
          >
            <div className="grid gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            <ToastClose />
          </Toast>
        ))}
        <ToastViewport />
      </ToastProvider>
    </ToastContext.Provider>
  );
}
