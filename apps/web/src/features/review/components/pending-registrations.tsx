import { CircleCheckBigIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePendingRegistrations } from '../api/get-pending-registrations';
import { PendingRegistrationsTable } from './pending-registrations-table';
import { useFocusOnMount } from './use-focus-on-mount';

interface PendingRegistrationsProps {
  onView: (registrationId: number) => void;
  /** Take focus when shown, after the reviewer comes back from a detail. */
  autoFocus: boolean;
}

/** The registrations waiting for a decision, or why there are none to show. */
export function PendingRegistrations({ onView, autoFocus }: PendingRegistrationsProps) {
  const { t } = useTranslation(['review', 'common']);
  const { data, isPending, error, refetch } = usePendingRegistrations();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(autoFocus);

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
          {t('list.title')}
        </CardTitle>
        {data && <CardDescription>{t('list.count', { count: data.length })}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending && <Spinner className="size-6 text-primary" />}
        {error && (
          <QueryError title={t('list.error')} error={error} onRetry={() => void refetch()} />
        )}
        {data?.length === 0 && (
          <p className="flex items-center gap-2 rounded-lg border border-dashed p-6 text-muted-foreground">
            <CircleCheckBigIcon className="size-5 shrink-0 text-success" aria-hidden />
            {t('list.empty')}
          </p>
        )}
        {data && data.length > 0 && (
          <PendingRegistrationsTable registrations={data} onView={onView} />
        )}
      </CardContent>
    </Card>
  );
}
