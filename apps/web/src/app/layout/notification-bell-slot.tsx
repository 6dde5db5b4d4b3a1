import type { ReactNode } from 'react';

/**
 * The header's place for the notification bell (spec section 2). The notifications feature
 * passes its bell in here; until it does, the header shows nothing in this place.
 */
export function NotificationBellSlot({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <div className="flex items-center">{children}</div>;
}
