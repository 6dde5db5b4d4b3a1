import type { Subject } from '@daftar/contract';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CornerDownRightIcon,
  CornerUpLeftIcon,
  Trash2Icon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { localName } from '@/lib/i18n';
import type { DraftChange } from '../plan-draft';

export type ListKind = 'subject' | 'fallback';

interface PlanSubjectListProps {
  kind: ListKind;
  ids: readonly number[];
  byId: ReadonlyMap<number, Subject>;
  /** Whether the other list has room for one more (to move a subject across). */
  otherHasRoom: boolean;
  onChange: (change: DraftChange, focusAfter?: string) => void;
}

/** The id of a row's control, so focus can follow the row when the list changes under it. */
export const controlId = (kind: ListKind, action: 'up' | 'down' | 'remove', subjectId: number) =>
  `plan-${kind}-${action}-${subjectId}`;

/** The plan's subjects (or its fallbacks) in order, each movable, removable, or moved across. */
export function PlanSubjectList({ kind, ids, byId, otherHasRoom, onChange }: PlanSubjectListProps) {
  const { t } = useTranslation('plan');
  if (ids.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
        {t(`subjects.${kind}.empty`)}
      </p>
    );
  }
  return (
    <ol className="grid gap-2">
      {ids.map((subjectId, index) => {
        const subject = byId.get(subjectId);
        const code = subject?.code ?? t('subjects.unknown', { id: subjectId });
        const neighbour = ids[index + 1] ?? ids[index - 1];
        // After a removal, focus goes to the row that takes its place, else the search box.
        const afterRemoval = neighbour ? controlId(kind, 'remove', neighbour) : 'plan-search';
        return (
          <li
            key={subjectId}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card p-3"
          >
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground tabular-nums"
            >
              {index + 1}
            </span>
            <span className="grid min-w-0 flex-1 basis-40 gap-0.5">
              <span className="font-mono text-sm font-semibold">
                <span className="sr-only">{t('subjects.position', { number: index + 1 })} </span>
                {code}
              </span>
              {subject && (
                <span className="text-sm break-words text-muted-foreground">
                  {localName(subject)} · {t('subjects.credits', { count: subject.credits })}
                </span>
              )}
            </span>
            <span className="flex shrink-0 items-center gap-1">
              <Button
                id={controlId(kind, 'up', subjectId)}
                variant="ghost"
                size="icon"
                disabled={index === 0}
                aria-label={t('subjects.moveUp', { code })}
                title={t('subjects.moveUp', { code })}
                onClick={() =>
                  onChange(
                    { kind: 'move', subjectId, by: -1 },
                    controlId(kind, index === 1 ? 'down' : 'up', subjectId),
                  )
                }
              >
                <ArrowUpIcon aria-hidden />
              </Button>
              <Button
                id={controlId(kind, 'down', subjectId)}
                variant="ghost"
                size="icon"
                disabled={index === ids.length - 1}
                aria-label={t('subjects.moveDown', { code })}
                title={t('subjects.moveDown', { code })}
                onClick={() =>
                  onChange(
                    { kind: 'move', subjectId, by: 1 },
                    controlId(kind, index === ids.length - 2 ? 'up' : 'down', subjectId),
                  )
                }
              >
                <ArrowDownIcon aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                disabled={!otherHasRoom}
                aria-label={t(`subjects.${kind}.moveAcross`, { code })}
                title={t(`subjects.${kind}.moveAcross`, { code })}
                onClick={() =>
                  onChange(
                    { kind: kind === 'subject' ? 'toFallback' : 'toSubject', subjectId },
                    controlId(kind === 'subject' ? 'fallback' : 'subject', 'remove', subjectId),
                  )
                }
              >
                {kind === 'subject' ? (
                  <CornerDownRightIcon aria-hidden />
                ) : (
                  <CornerUpLeftIcon aria-hidden />
                )}
              </Button>
              <Button
                id={controlId(kind, 'remove', subjectId)}
                variant="ghost"
                size="icon"
                aria-label={t('subjects.remove', { code })}
                title={t('subjects.remove', { code })}
                onClick={() => onChange({ kind: 'remove', subjectId }, afterRemoval)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
