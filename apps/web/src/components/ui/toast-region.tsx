import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@daftar/contract';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import type { ToastItem, ToastStore } from './toast-store';

/**
 * The notifications region and its toasts: Radix Toast with spec section 9's behaviour (5000 ms,
 * swipe right past 50 px, F8 focuses the region). Loaded by <Toaster> apart from the first script.
 */
export default function ToastRegion({
  store,
  toasts,
}: {
  store: ToastStore;
  toasts: readonly ToastItem[];
}) {
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
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
  );
}
