import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusLost } from '@/lib/focus-lost';

const enabled = (element: Element) => !(element as HTMLButtonElement).disabled;

/** Focuses `from` if it can still be used, else the next enabled button after it, else the first. */
function focusFrom(container: HTMLElement | null, from: HTMLElement | null) {
  if (!container?.isConnected || !focusLost()) return;
  if (from?.isConnected && enabled(from)) return from.focus();
  const buttons = [...container.querySelectorAll('button')].filter(enabled);
  const after = from?.isConnected
    ? buttons.find(
        (button) => from.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
      )
    : undefined;
  (after ?? buttons[0])?.focus();
}

/**
 * Gives focus back once a decision has ended. The reviewer acts from a button that the decision
 * may disable (and every button is disabled while one is in flight), and the dialogs have no
 * trigger of their own to return to, so without this the focus falls to the page body and a
 * keyboard user starts again from the top.
 *
 * Focus goes back to the control the reviewer acted from when it can still be used; else to the
 * next enabled button after it in `scope` (that row's other decision, then the following rows);
 * else to the first enabled button of `scope`. Only a lost focus is moved (see `focusLost`).
 */
export function useReturnFocus(scope: RefObject<HTMLElement | null>, busy: boolean) {
  const origin = useRef<HTMLElement | null>(null);
  // Each restore asks for one return of the focus, made once the page shows the outcome.
  const [requested, setRequested] = useState(0);
  const handled = useRef(0);

  useEffect(() => {
    if (busy || handled.current === requested) return;
    handled.current = requested;
    focusFrom(scope.current, origin.current);
  }, [busy, requested, scope]);

  return {
    /** Notes where the reviewer is, as they start an action. */
    remember: () => {
      const active = document.activeElement;
      origin.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    /** The action has ended: give the focus back once the page shows it and nothing is in flight. */
    restore: () => setRequested((count) => count + 1),
  };
}
