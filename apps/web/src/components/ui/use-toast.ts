import { createContext, useContext } from 'react';
import type { ToastStore } from './toast-store';

export const ToastContext = createContext<ToastStore | null>(null);

/** Shows toasts through the nearest <Toaster>. */
export function useToast(): Pick<ToastStore, 'toast'> {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <Toaster>');
  return store;
}
