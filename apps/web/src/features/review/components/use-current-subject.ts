import type { ReviewSubject } from '@daftar/contract';
import { useEffect, useState, type RefObject } from 'react';

const ROW = 'data-subject-row';

/**
 * The subject the shortcuts act on: the one the reviewer last moved to with J or K, or whose
 * row holds the focus; at first the first subject still pending.
 */
export function useCurrentSubject(
  scope: RefObject<HTMLElement | null>,
  subjects: readonly ReviewSubject[],
) {
  const [chosen, setChosen] = useState<number | null>(null);
  const fallback = subjects.find((subject) => subject.status === 'pending') ?? subjects[0];
  const current = subjects.find((subject) => subject.id === chosen) ?? fallback;

  // Tabbing or clicking into a subject's row makes it the current one.
  useEffect(() => {
    const element = scope.current;
    if (!element) return;
    const listener = (event: FocusEvent) => {
      const row = event.target instanceof Element ? event.target.closest(`[${ROW}]`) : null;
      if (row) setChosen(Number(row.getAttribute(ROW)));
    };
    element.addEventListener('focusin', listener);
    return () => element.removeEventListener('focusin', listener);
  });

  const focus = (subject: ReviewSubject) => {
    setChosen(subject.id);
    scope.current?.querySelector<HTMLElement>(`[${ROW}="${subject.id}"]`)?.focus();
  };

  return {
    id: current?.id ?? null,
    subject: () => current,
    focus,
    /** Moves to the next (1) or previous (-1) subject, staying at the ends. */
    step: (delta: 1 | -1) => {
      if (subjects.length === 0) return;
      const index = current ? subjects.indexOf(current) : -1;
      const target = subjects[Math.min(subjects.length - 1, Math.max(0, index + delta))];
      if (target) focus(target);
    },
  };
}

/** The attributes that make a subject's row one the shortcuts can move to. */
export const subjectRowProps = (id: number, current: boolean) => ({
  [ROW]: id,
  tabIndex: -1,
  'aria-current': current ? ('true' as const) : undefined,
});
