import { useEffect, useEffectEvent } from 'react';

export type ReviewShortcut =
  'approve' | 'reject' | 'next' | 'previous' | 'nextRegistration' | 'help';

const KEYS: Record<string, ReviewShortcut> = {
  a: 'approve',
  r: 'reject',
  j: 'next',
  k: 'previous',
  n: 'nextRegistration',
  '?': 'help',
};

/** Whether a key press belongs to what the person is typing or to an open dialog. */
function typingOrInDialog(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'))
    return true;
  if (target?.closest('[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]'))
    return true;
  // A modal open anywhere (its focus may have strayed): the page behind it is not in play.
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The detail's single-key shortcuts: A approve, R reject, J/K next and previous subject, N next
 * waiting registration, ? help. Never while typing in a field, while a dialog is open, or with
 * Ctrl, Alt or Meta held (the browser's and screen readers' own keys).
 */
export function useReviewShortcuts(onShortcut: (shortcut: ReviewShortcut) => void) {
  const handle = useEffectEvent(onShortcut);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      const shortcut = KEYS[event.key.length === 1 ? event.key.toLowerCase() : ''];
      if (!shortcut || typingOrInDialog(event)) return;
      event.preventDefault();
      handle(shortcut);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
