import { type LiveFigures, type SeatChangeOutcome } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { currentLocale } from '@/lib/i18n';
import { useLiveFigures } from '../api/live-figures';
import { AdmissionGateCard } from './admission-gate-card';
import { BacklogTable, FullestSubjectsTable, PerMinuteTable } from './live-figures-tables';
import { MinuteChart } from './minute-chart';

/**
 * Each outcome's line: a theme token (index.css), distinct from the others and at least 3:1
 * against the card in either theme.
 */
const OUTCOME_COLORS: Record<SeatChangeOutcome, string> = {
  taken: '--chart-taken',
  given_back: '--chart-given-back',
  full: '--chart-full',
  clash: '--chart-clash',
  credit_max: '--chart-credit-max',
  prerequisite: '--chart-prerequisite',
  period_closed: '--chart-period-closed',
  under_review: '--chart-under-review',
};
const SEAT_MOVES: SeatChangeOutcome[] = ['taken', 'given_back'];

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Registration day as it happens (issue 23): the admission gate (issue 25), submissions and seat
 * changes per minute, the fullest subjects, advisors' queues, connected browsers and reply times,
 * following the admins' socket.
 */
export function LiveFiguresPage() {
  const { t } = useTranslation('registrar');
  const { data, isPending, error, refetch } = useLiveFigures();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('live.title')} description={t('live.description')} />
      <AdmissionGateCard />
      {isPending && <Spinner className="size-6 text-primary" />}
      {error && <QueryError title={t('live.error')} error={error} onRetry={() => void refetch()} />}
      {data && <Figures figures={data} />}
    </div>
  );
}

function Figures({ figures }: { figures: LiveFigures }) {
  const { t } = useTranslation('registrar');
  const taken = figures.seatChanges.find((change) => change.outcome === 'taken');
  const time = new Date(figures.at).toLocaleTimeString(currentLocale());
  const headline = [
    { label: t('live.submittedThisMinute'), value: figures.submissionsPerMinute.at(-1) ?? 0 },
    { label: t('live.submittedRecently'), value: sum(figures.submissionsPerMinute) },
    { label: t('live.seatsTakenRecently'), value: taken?.lastMinutes ?? 0 },
    { label: t('live.browsers'), value: figures.connectedBrowsers },
    {
      label: t('live.replyTime'),
      value:
        figures.replyTimeP95Seconds === null
          ? t('live.noReplies')
          : t('live.replyTimeValue', {
              seconds: figures.replyTimeP95Seconds.toLocaleString(currentLocale(), {
                maximumFractionDigits: 3,
              }),
            }),
    },
  ];
  // Seats taken and given back on one chart, the refusals by rule on another: their scales differ.
  const outcomeGroups = [true, false].map((moves) =>
    figures.seatChanges.filter((change) => SEAT_MOVES.includes(change.outcome) === moves),
  );
  return (
    <>
      <p className="text-sm text-muted-foreground">
        <time dateTime={figures.at}>{t('live.updatedAt', { time, process: figures.process })}</time>
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {headline.map(({ label, value }) => (
          <div key={label} className="rounded-lg border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Tracks may shrink below a chart's width, so a chart drawn wide can be redrawn narrow. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[repeat(2,minmax(0,1fr))]">
        <Card className="py-4">
          <CardHeader className="px-4 sm:px-5">
            <CardTitle>{t('live.submissionsTitle')}</CardTitle>
            <CardDescription>{t('live.submissionsDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="px-4 sm:px-5">
            <MinuteChart
              at={figures.at}
              height={180}
              series={[
                {
                  label: t('live.submitted'),
                  values: figures.submissionsPerMinute,
                  color: OUTCOME_COLORS.taken,
                },
              ]}
            />
          </CardContent>
        </Card>
        <Card className="py-4">
          <CardHeader className="px-4 sm:px-5">
            <CardTitle>{t('live.outcomesTitle')}</CardTitle>
            <CardDescription>{t('live.outcomesDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 px-4 sm:px-5">
            {outcomeGroups.map((changes) => (
              <div key={changes[0]!.outcome} className="grid gap-2">
                <MinuteChart
                  at={figures.at}
                  height={150}
                  series={changes.map((change) => ({
                    label: t(`live.outcomes.${change.outcome}`),
                    values: change.perMinute,
                    color: OUTCOME_COLORS[change.outcome],
                  }))}
                />
                <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  {changes.map((change) => (
                    <li key={change.outcome} className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-2.5 shrink-0 rounded-full"
                        style={{ backgroundColor: `var(${OUTCOME_COLORS[change.outcome]})` }}
                      />
                      <span className="min-w-0 flex-1">{t(`live.outcomes.${change.outcome}`)}</span>
                      <span className="text-muted-foreground tabular-nums">
                        {t('live.inLastMinutes', { count: change.lastMinutes })}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </CardContent>
        </Card>
        <FullestSubjectsTable subjects={figures.fullestSubjects} />
        <BacklogTable backlog={figures.reviewBacklog} />
      </div>
      <PerMinuteTable figures={figures} />
    </>
  );
}
