import { CURRENT_SEMESTER } from '@daftar/contract';
import { CalendarXIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { GRID_END, GRID_START, placeMeetings } from '../timetable';
import { CalendarSubscriptionCard } from './calendar-subscription-card';
import { DayList } from './day-list';
import { SubjectCards } from './subject-cards';
import { WeekGrid } from './week-grid';

/**
 * /schedule: the selected subjects at their sections' real meeting times (decisions.md section 1),
 * as a weekly grid on wide screens and a day-by-day list on phones, with the subjects below and
 * the link that puts the timetable in the student's own calendar app.
 */
export function SchedulePage() {
  const { t } = useTranslation(['schedule', 'common']);
  const { data: subjects = [], isPending, error, refetch } = useSelectedSubjects();
  const days = useMemo(() => placeMeetings(subjects), [subjects]);
  const outsideHours = [...days.values()]
    .flat()
    .some(({ start, end }) => start < GRID_START || end > GRID_END);

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">
          {t('description', { semester: t('common:semester', CURRENT_SEMESTER) })}
        </p>
      </div>
      {isPending && <Spinner className="size-6 text-primary" />}
      {error && (
        <QueryError
          title={t('error')}
          error={error}
          fallback={t('unknownError')}
          onRetry={() => void refetch()}
        />
      )}
      {!isPending && !error && subjects.length === 0 && (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <CalendarXIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-muted-foreground">{t('empty')}</p>
          </CardContent>
        </Card>
      )}
      {subjects.length > 0 && (
        <>
          <div className="hidden md:block">
            <WeekGrid days={days} />
          </div>
          <div className="md:hidden">
            <DayList days={days} />
          </div>
          {outsideHours && <p className="text-sm text-muted-foreground">{t('outsideHours')}</p>}
          <SubjectCards subjects={subjects} />
          <CalendarSubscriptionCard />
        </>
      )}
    </div>
  );
}
