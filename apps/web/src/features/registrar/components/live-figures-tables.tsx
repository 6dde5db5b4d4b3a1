import { LIVE_FIGURES_MINUTES, type LiveFigures } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { currentLocale } from '@/lib/i18n';
import { waitedFor } from './waited-for';
import { localName } from '@/lib/i18n';

export function FullestSubjectsTable({ subjects }: { subjects: LiveFigures['fullestSubjects'] }) {
  const { t } = useTranslation('registrar');
  return (
    <Card className="py-4">
      <CardHeader className="px-4 sm:px-5">
        <CardTitle>{t('live.fullestTitle')}</CardTitle>
        <CardDescription>{t('live.fullestDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-5">
        {subjects.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('live.noSubjects')}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('live.subject')}</TableHead>
                <TableHead>{t('live.seats')}</TableHead>
                <TableHead className="text-right">{t('live.waiting')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {subjects.map((subject) => (
                <TableRow key={subject.subjectId}>
                  <TableCell className="whitespace-normal">
                    <span className="font-medium">{subject.code}</span>
                    <span className="block text-xs text-muted-foreground">
                      {localName(subject)}
                    </span>
                  </TableCell>
                  <TableCell className="min-w-24">
                    <span className="tabular-nums">
                      {subject.registered}/{subject.capacity}
                    </span>
                    <Progress
                      value={subject.registered}
                      max={Math.max(subject.capacity, 1)}
                      aria-hidden="true"
                      className="mt-1"
                    />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{subject.waiting}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export function BacklogTable({ backlog }: { backlog: LiveFigures['reviewBacklog'] }) {
  const { t } = useTranslation('registrar');
  return (
    <Card className="py-4">
      <CardHeader className="px-4 sm:px-5">
        <CardTitle>{t('live.backlogTitle')}</CardTitle>
        <CardDescription>{t('live.backlogDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-5">
        {backlog.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('live.noBacklog')}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('live.advisor')}</TableHead>
                <TableHead className="text-right">{t('live.waiting')}</TableHead>
                {/* Two words under each other on a phone rather than a table that scrolls. */}
                <TableHead className="text-right whitespace-normal">{t('live.oldest')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {backlog.map((row) => {
                const wait = waitedFor(row.oldestSeconds);
                return (
                  <TableRow key={row.advisorId ?? 'none'}>
                    <TableCell className="whitespace-normal">
                      {row.advisorName ?? t('live.noAdvisor')}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{row.waiting}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {t(wait.key, { count: wait.count })}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** The charts' figures minute by minute, for screen readers: the charts themselves are hidden. */
export function PerMinuteTable({ figures }: { figures: LiveFigures }) {
  const { t } = useTranslation('registrar');
  const last = new Date(figures.at);
  last.setSeconds(0, 0);
  const minuteOf = (i: number) =>
    new Date(last.getTime() - (LIVE_FIGURES_MINUTES - 1 - i) * 60_000).toLocaleTimeString(
      currentLocale(),
      { hour: '2-digit', minute: '2-digit' },
    );
  // Wrapped: a table is as wide as its cells whatever its own width, so `sr-only` on the table
  // itself would widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>{t('live.minutesTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('live.minute')}</th>
            <th scope="col">{t('live.submitted')}</th>
            {figures.seatChanges.map((change) => (
              <th key={change.outcome} scope="col">
                {t(`live.outcomes.${change.outcome}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.submissionsPerMinute.map((submitted, i) => (
            <tr key={i}>
              <th scope="row">{minuteOf(i)}</th>
              <td>{submitted}</td>
              {figures.seatChanges.map((change) => (
                <td key={change.outcome}>{change.perMinute[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
