import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date-time';
import { useEmailOutbox } from '../api/email-outbox';
import { waitedFor } from './waited-for';

const COUNTS = ['pending', 'due', 'retrying', 'failed'] as const;

/** The email outbox, read only: how much waits, how late, and what the mail server refused. */
export function EmailOutboxPanel() {
  const { t } = useTranslation('registrar');
  const { data, isPending, error, refetch } = useEmailOutbox();
  const wait = (seconds: number) => {
    const { key, count } = waitedFor(seconds);
    return t(key, { count });
  };
  return (
    <Card className="py-4">
      <CardContent className="grid gap-4 px-4 sm:px-5">
        {isPending && <Spinner className="size-6 text-primary" />}
        {error && (
          <QueryError title={t('email.error')} error={error} onRetry={() => void refetch()} />
        )}
        {data && !data.enabled && <p className="text-sm text-muted-foreground">{t('email.off')}</p>}
        {data?.enabled && (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {COUNTS.map((count) => (
                <div key={count} className="rounded-lg border p-3">
                  <dt className="text-sm text-muted-foreground">{t(`email.${count}`)}</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{data[count]}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm" aria-live="polite">
              {data.oldestDueSeconds === null
                ? t('email.noneDue')
                : t('email.oldestDue', { duration: wait(data.oldestDueSeconds) })}
            </p>
            <h3 className="font-medium">{t('email.failures')}</h3>
            {data.recentFailures.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('email.noFailures')}</p>
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('email.when')}</TableHead>
                    <TableHead>{t('email.who')}</TableHead>
                    <TableHead>{t('email.what')}</TableHead>
                    <TableHead>{t('email.attempts')}</TableHead>
                    <TableHead>{t('email.reply')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.recentFailures.map((failure) => (
                    <TableRow key={failure.id}>
                      <TableCell>
                        <time dateTime={failure.failedAt}>{formatDateTime(failure.failedAt)}</time>
                      </TableCell>
                      <TableCell>{failure.userName}</TableCell>
                      <TableCell>{t(`email.kinds.${failure.kind}`)}</TableCell>
                      <TableCell className="tabular-nums">{failure.attempts}</TableCell>
                      {/* The mail server's own words, as it sent them. */}
                      <TableCell className="max-w-md break-words whitespace-normal">
                        {failure.error}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
