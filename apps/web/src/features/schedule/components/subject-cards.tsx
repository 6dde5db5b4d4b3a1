import type { SelectedSubject } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { scheduleText } from '@/lib/schedule-text';
import { SubjectStatusBadge } from '@/components/subject-status-badge';
import { useRegistrationStatus } from '@/lib/api/get-registration-status';
import { cn } from '@/lib/cn';
import { shownSubjectStatus } from '@/lib/shown-subject-status';
import { subjectColour } from '../subject-colours';
import { localName } from '@/lib/i18n';

/** The selected subjects below the grid, each with its section's real schedule text. */
export function SubjectCards({ subjects }: { subjects: SelectedSubject[] }) {
  const { t } = useTranslation('schedule');
  const { data: registration } = useRegistrationStatus();
  return (
    <section aria-labelledby="schedule-subjects" className="grid gap-3">
      <h2 id="schedule-subjects" className="text-lg font-semibold">
        {t('list.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {subjects.map((subject, index) => (
          <li
            key={subject.id}
            className={cn(
              'grid gap-2 rounded-xl border bg-card p-4 shadow-sm',
              subject.status === 'rejected' && 'border-destructive/50',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 items-start gap-2">
                <span
                  className={cn('mt-1 size-3 shrink-0 rounded-full', subjectColour(index).swatch)}
                  aria-hidden
                />
                <h3 className="grid min-w-0 gap-0.5">
                  <span className="font-mono text-sm font-semibold text-primary">
                    {subject.code}
                  </span>
                  <span className="text-sm font-medium break-words">{localName(subject)}</span>
                </h3>
              </div>
              <SubjectStatusBadge
                status={shownSubjectStatus(subject.status, registration?.status)}
              />
            </div>
            {subject.parts ? (
              <dl className="grid gap-1 text-sm text-muted-foreground">
                <div>
                  <dt className="sr-only">{t('list.creditsLabel')}</dt>
                  <dd>{t('list.credits', { count: subject.credits })}</dd>
                </div>
                {/* A subject of several parts: each part's section, its meetings and lecturer. */}
                <div className="grid gap-1">
                  <dt className="sr-only">{t('list.partsLabel')}</dt>
                  {subject.parts.map((held) => (
                    <dd key={held.id} className="break-words">
                      <span className="font-mono font-semibold text-foreground">
                        {held.part}
                        {held.number}
                      </span>{' '}
                      <span className="text-foreground">{scheduleText(held.meetings)}</span> ·{' '}
                      {held.lecturer}
                    </dd>
                  ))}
                </div>
              </dl>
            ) : (
              <dl className="grid gap-1 text-sm text-muted-foreground">
                <div>
                  <dt className="sr-only">{t('list.creditsLabel')}</dt>
                  <dd>
                    {t('list.credits', { count: subject.credits })} ·{' '}
                    {t('list.section', { number: String(subject.section.number).padStart(2, '0') })}
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">{t('list.scheduleLabel')}</dt>
                  <dd className="break-words text-foreground">
                    {scheduleText(subject.section.meetings)}
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">{t('list.lecturerLabel')}</dt>
                  <dd className="break-words">{subject.section.lecturer}</dd>
                </div>
              </dl>
            )}
            {subject.status === 'rejected' && subject.rejectionReason && (
              <p dir="auto" className="text-sm break-words text-destructive">
                {t('list.reason', { reason: subject.rejectionReason })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
