import type { ReviewSubjectContext } from '@daftar/contract';
import { CircleAlertIcon, CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localName } from '@/lib/i18n';
import { CountsToward } from './programme-progress';

/** Met or not, and with the student's best grade when they have one (issue 44). */
function prerequisiteKey(prerequisite: { met: boolean; grade: string | null }) {
  if (prerequisite.grade === null)
    return prerequisite.met ? 'context.prerequisiteMet' : 'context.prerequisiteUnmet';
  return prerequisite.met ? 'context.prerequisiteMetGrade' : 'context.prerequisiteUnmetGrade';
}

/**
 * Each subject's prerequisites (met or not, in words and icon), its seats and who waits, and
 * what it counts toward in the student's programme structure when they have one (issue 45).
 */
export function SubjectContextList({
  subjects,
  structured,
}: {
  subjects: ReviewSubjectContext[];
  structured: boolean;
}) {
  const { t } = useTranslation('review');
  return (
    <ul className="grid gap-4">
      {subjects.map((subject) => {
        const left = Math.max(0, subject.seats.capacity - subject.seats.registered);
        return (
          <li key={subject.subjectId} className="grid gap-1.5 border-b pb-3 last:border-b-0">
            <h4 className="font-mono text-sm font-semibold text-primary">{subject.code}</h4>
            {structured && <CountsToward countsToward={subject.countsToward} />}
            {subject.prerequisites.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('context.noPrerequisites')}</p>
            ) : (
              <ul
                className="grid gap-1"
                aria-label={t('context.prerequisitesOf', { code: subject.code })}
              >
                {subject.prerequisites.map((prerequisite) => (
                  <li
                    key={prerequisite.id}
                    className={
                      prerequisite.met
                        ? 'flex items-start gap-1.5 text-sm'
                        : 'flex items-start gap-1.5 text-sm text-destructive'
                    }
                  >
                    {prerequisite.met ? (
                      <CircleCheckIcon
                        className="mt-0.5 size-4 shrink-0 text-success"
                        aria-hidden
                      />
                    ) : (
                      <CircleXIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                    )}
                    <span className="min-w-0 break-words">
                      {t(prerequisiteKey(prerequisite), {
                        code: prerequisite.code,
                        name: localName(prerequisite),
                        grade: prerequisite.grade,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <p className="text-sm text-muted-foreground">
              {t('context.seatsLine', {
                seats: t('context.seats', { count: left, capacity: subject.seats.capacity }),
                waiting: t('context.waiting', { count: subject.seats.waiting }),
              })}
            </p>
            {subject.clashesWith.length > 0 && (
              <p className="flex items-start gap-1.5 text-sm text-destructive">
                <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                {t('context.clashesWith', { codes: subject.clashesWith.join(', ') })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
