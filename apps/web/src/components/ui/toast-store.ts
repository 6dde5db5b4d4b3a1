import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@daftar/contract';
import type { ToastVariant } from './toast';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

export interface ToastStore {
  toast(input: ToastInput): void;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
}

/** The toasts on screen: a new one replaces the oldest past the limit (spec section 9). */
export function createToastStore(): ToastStore {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const update = (next: readonly ToastItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };

  return {
    toast(input) {
      update([{ ...input, id: nextId++, open: true }, ...items].slice(0, TOAST_LIMIT));
    },
    dismiss(id) {
      update(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
      // Kept briefly after closing so the exit animation can play (spec section 9's remove delay).
      setTimeout(() => update(items.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}
