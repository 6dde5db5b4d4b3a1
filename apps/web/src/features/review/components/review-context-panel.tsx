import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useReviewContext } from '../api/get-review-context';
import { AcademicRecordSummary } from './academic-record-summary';
import { StudentHolds } from './student-holds';
import { CreditsMeter } from './credits-meter';
import { PastRegistrations } from './past-registrations';
import { RegistrationTimetable } from './registration-timetable';
import { ProgrammeProgress } from './programme-progress';
import { SubjectContextList } from './subject-context-list';
import { localText } from '@/lib/i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * What the advisor needs beside the decision: the student's year, faculty and academic record,
 * credits against their limits, their progress through their programme structure, each subject's
 * prerequisites (with the grades), seats and what it counts toward, the week with its clashes,
 * and the student's earlier registrations.
 */
export function ReviewContextPanel({ registrationId }: { registrationId: number }) {
  const { t } = useTranslation('review');
  const { data, isPending, error, refetch } = useReviewContext(registrationId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('context.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending && <Spinner className="size-6 text-primary" />}
        {error && (
          <QueryError title={t('context.error')} error={error} onRetry={() => void refetch()} />
        )}
        {data && (
          <>
            <Section title={t('context.studentTitle')}>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div className="grid content-start gap-0.5">
                  <dt className="text-muted-foreground">{t('context.year')}</dt>
                  <dd className="font-medium">
                    {data.student.yearOfStudy === null
                      ? t('context.unknown')
                      : t('queue.yearOption', { year: data.student.yearOfStudy })}
                  </dd>
                </div>
                <div className="grid content-start gap-0.5">
                  <dt className="text-muted-foreground">{t('context.faculty')}</dt>
                  <dd className="font-medium break-words">
                    {localText(data.student.faculty, data.student.facultyMs) ||
                      t('context.unknown')}
                  </dd>
                </div>
                <AcademicRecordSummary record={data.student.record} />
              </dl>
              <CreditsMeter credits={data.credits} />
            </Section>
            <Section title={t('context.holdsTitle')}>
              <StudentHolds holds={data.student.holds} />
            </Section>
            <Section title={t('context.structureTitle')}>
              <ProgrammeProgress progress={data.progress} />
            </Section>
            <Section title={t('context.subjectsTitle')}>
              <SubjectContextList subjects={data.subjects} structured={data.progress !== null} />
            </Section>
            <Section title={t('context.timetableTitle')}>
              <RegistrationTimetable subjects={data.subjects} />
            </Section>
            <Section title={t('context.historyTitle')}>
              <PastRegistrations history={data.history} />
            </Section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
