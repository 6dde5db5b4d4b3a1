import type { AdminPeriod } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { currentLanguage } from '@/lib/i18n';

type DayStage = 'addDropStarts' | 'lateEnds' | 'reminder' | 'notRegistered' | 'semesterEnds';

/** The stages after a semester's window that the registrar set, on its card, in their order. */
export function PeriodStageLines({ period }: { period: AdminPeriod }) {
  const { t } = useTranslation('registrar');
  const day = (date: string | null, key: DayStage) =>
    date === null ? null : t(`semesters.stages.${key}`, { date: formatDate(date) });
  const { withdrawalStartDate: wStart, withdrawalEndDate: wEnd } = period;
  const lines = [
    day(period.addDropStartDate, 'addDropStarts'),
    period.addDropEndDate &&
      t('semesters.addDropEnds', { date: formatDate(period.addDropEndDate) }),
    day(period.lateRegistrationEndDate, 'lateEnds'),
    wStart &&
      wEnd &&
      t('semesters.stages.withdrawal', { start: formatDate(wStart), end: formatDate(wEnd) }),
    day(period.notRegisteredReminderDate, 'reminder'),
    day(period.notRegisteredDate, 'notRegistered'),
    day(period.semesterEndDate, 'semesterEnds'),
  ].filter((line): line is string => Boolean(line));
  // The note in the reader's language, else the one there is.
  const note =
    (currentLanguage() === 'ms' && period.lateNoteMs) || period.lateNote || period.lateNoteMs;
  return (
    <>
      {lines.map((line) => (
        <p key={line} className="text-sm text-muted-foreground">
          {line}
        </p>
      ))}
      {note && (
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">
          {t('semesters.stages.lateNote', { note })}
        </p>
      )}
    </>
  );
}
