import { CircleCheckBigIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useReviewQueue } from '../api/get-review-queue';
import { DEFAULT_QUEUE, QUEUE_PAGE_SIZE, queueQuery, type QueueParams } from '../queue-params';
import { PendingRegistrationsTable } from './pending-registrations-table';
import { QueueFilters } from './queue-filters';
import { useFocusOnMount } from './use-focus-on-mount';

interface ReviewQueueProps {
  queue: QueueParams;
  onQueueChange: (queue: QueueParams, options?: { replace: boolean }) => void;
  onView: (registrationId: number) => void;
  /** Take focus when shown, after the reviewer comes back from a detail. */
  autoFocus: boolean;
}

/** The registrations to review: searched, filtered, sorted and paged as the address says. */
export function ReviewQueue({ queue, onQueueChange, onView, autoFocus }: ReviewQueueProps) {
  const { t } = useTranslation(['review', 'common']);
  const { data, isPending, error, refetch } = useReviewQueue(queueQuery(queue));
  const headingRef = useFocusOnMount<HTMLHeadingElement>(autoFocus);
  const filtered = queue.q !== '' || queue.year !== undefined;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / QUEUE_PAGE_SIZE)) : 1;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  // Past the last page (the queue shrank as registrations were decided): go to the last one.
  const beyondEnd =
    data !== undefined && data.page === queue.page && data.items.length === 0 && data.total > 0;
  useEffect(() => {
    if (beyondEnd) onQueueChange({ ...queue, page: pageCount }, { replace: true });
  }, [beyondEnd, pageCount, queue, onQueueChange]);

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
          {queue.status === 'waiting'
            ? t('list.title')
            : queue.status === 'decided'
              ? t('queue.titleDecided')
              : t('queue.titleAll')}
        </CardTitle>
        {data && (
          <CardDescription>{t('list.count', { count: data.counts.waiting })}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueueFilters queue={queue} counts={data?.counts} onChange={onQueueChange} />
        {isPending && <Spinner className="size-6 text-primary" />}
        {error && (
          <QueryError title={t('list.error')} error={error} onRetry={() => void refetch()} />
        )}
        {data?.items.length === 0 &&
          !beyondEnd &&
          (filtered || queue.status !== 'waiting' ? (
            <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6 text-muted-foreground">
              <p>{t('queue.noMatch')}</p>
              {filtered && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onQueueChange({ ...DEFAULT_QUEUE, status: queue.status })}
                >
                  {t('queue.clearFilters')}
                </Button>
              )}
            </div>
          ) : (
            <p className="flex items-center gap-2 rounded-lg border border-dashed p-6 text-muted-foreground">
              <CircleCheckBigIcon className="size-5 shrink-0 text-success" aria-hidden />
              {t('list.empty')}
            </p>
          ))}
        {data && data.items.length > 0 && (
          <>
            <PendingRegistrationsTable registrations={data.items} onView={onView} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('queue.showing', {
                  first,
                  last: first + data.items.length - 1,
                  count: data.total,
                })}
              </p>
              <Pager
                page={data.page}
                pageCount={pageCount}
                onPageChange={(page) => onQueueChange({ ...queue, page })}
                labels={{
                  label: t('queue.pager.label'),
                  prev: t('queue.pager.prev'),
                  next: t('queue.pager.next'),
                  page: (page) => t('queue.pager.page', { page }),
                }}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
