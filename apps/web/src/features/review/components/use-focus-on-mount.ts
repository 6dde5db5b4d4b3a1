import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element when it mounts, if `enabled`. Used when the review page
 * swaps its list for a detail (or back): the button that was pressed is gone, and focus must
 * land somewhere meaningful rather than on the page body.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
