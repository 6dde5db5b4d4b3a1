import type { Subject } from '@daftar/contract';
import { ListChecksIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgress } from '@/lib/api/get-progress';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { localText } from '@/lib/i18n';
import { useFitText } from '@/lib/progress-copy';
import { addState } from '../add-state';
import { useAddSubject, usePendingAdds } from '../api/add-subject';
import { useSubjects } from '../api/get-subjects';
import { AddSubjectButton } from './add-subject-button';

/**
 * "Recommended this semester" (issue 45): the subjects the student's structure recommends for
 * their year and semester and not yet passed, each addable here. An added one stays, as "Added",
 * so the focus stays on its button; the section goes only when nothing of it is left to take.
 */
export function RecommendedSubjects({ underReview }: { underReview: boolean }) {
  const { t } = useTranslation('registration');
  const titleId = useId();
  const { data: progress } = useProgress();
  // The whole catalogue: the same query the unfiltered table reads.
  const { data: catalogue = [] } = useSubjects({});
  const { data: selection = [] } = useSelectedSubjects();
  const pendingIds = usePendingAdds();
  const add = useAddSubject();
  const fitText = useFitText();
  if (!progress) return null;
  const open = progress.plan.now.filter((planned) => planned.state !== 'done');
  if (open.length === 0) return null;
  const needed = open.filter((planned) => planned.state === 'needed').length;
  const selectedIds = new Set(selection.map((subject) => subject.id));
  const offered = (code: string): Subject | undefined =>
    catalogue.find((subject) => subject.code.toUpperCase() === code);

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <ListChecksIcon className="size-4 text-primary" aria-hidden />
          {t('recommended.title')}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {needed > 0 ? t('recommended.toAdd', { count: needed }) : t('recommended.allAdded')}
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {open.map((planned) => {
          const subject = offered(planned.code);
          const name = progress.subjects[planned.code]?.name;
          const fit = progress.catalogueFit[planned.code];
          return (
            <li
              key={planned.code}
              className="flex items-center justify-between gap-3 rounded-md border p-3"
            >
              <div className="min-w-0">
                <p className="font-mono text-sm font-semibold">{planned.code}</p>
                <p className="text-sm break-words">{name && localText(name.en, name.ms)}</p>
                <p className="text-xs text-muted-foreground">
                  {[
                    fit && fitText({ ...fit, open: true }, progress).label,
                    subject && t('recommended.credits', { count: subject.credits }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {subject ? (
                <AddSubjectButton
                  subject={subject}
                  state={addState(subject, { selectedIds, pendingIds, underReview })}
                  onAdd={() => add.mutate({ subjectId: subject.id })}
                />
              ) : (
                <span className="text-right text-xs text-muted-foreground">
                  {t('recommended.notOffered')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
