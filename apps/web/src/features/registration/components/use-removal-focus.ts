import type { SelectedSubject } from '@daftar/contract';
import { useEffect, useRef, useState } from 'react';
import { focusLost } from '@/lib/focus-lost';

const enabledButton = (item: Element | undefined) =>
  item?.querySelector<HTMLButtonElement>('button[data-remove]:not(:disabled)') ?? null;

/**
 * Keeps the focus in "My Selected Subjects" when a subject is removed. Its Remove is disabled
 * while the removal runs and then leaves with it, so the focus would fall to the page body and
 * a keyboard user would start again from the top. Instead it goes to the Remove of the subject
 * that took its place (or of the one before, when it was the last), or to the panel's heading
 * when nothing is left; after a refused removal, back to the same Remove. Only a lost focus is
 * moved (see `focusLost`).
 */
export function useRemovalFocus(subjects: SelectedSubject[]) {
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where each subject being removed stood in the list when its removal began.
  const places = useRef(new Map<number, number>());
  // The removals that have ended, in order; those up to `handled` have had the focus handed on.
  const [ended, setEnded] = useState<number[]>([]);
  const handled = useRef(0);

  useEffect(() => {
    for (const id of ended.slice(handled.current)) {
      const place = places.current.get(id) ?? 0;
      places.current.delete(id);
      if (!focusLost()) continue;
      // The selection has been refetched: the subject is gone, or it was kept.
      const items = [...(listRef.current?.children ?? [])];
      const kept = subjects.findIndex((subject) => subject.id === id);
      const target =
        kept >= 0
          ? enabledButton(items[kept])
          : (items.slice(place).map(enabledButton).find(Boolean) ??
            items.slice(0, place).map(enabledButton).findLast(Boolean));
      (target ?? headingRef.current)?.focus();
    }
    handled.current = ended.length;
  }, [ended, subjects]);

  return {
    listRef,
    headingRef,
    /**
     * Call as a removal starts; gives the mutation options that hand the focus on once it has
     * ended, after the refetch the removal awaits. (TanStack calls them for the latest of
     * overlapping removals only; the focus then follows that one.)
     */
    follow: (subject: SelectedSubject) => {
      places.current.set(
        subject.id,
        subjects.findIndex((each) => each.id === subject.id),
      );
      return { onSettled: () => setEnded((list) => [...list, subject.id]) };
    },
  };
}
