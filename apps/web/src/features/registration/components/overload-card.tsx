import type { OverloadRequest } from '@daftar/contract';
import { GaugeIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCreditLimitRefused, useOverloads, useWithdrawOverload } from '../api/overload';
import { OverloadRequestDialog } from './overload-request-dialog';

const BADGE = {
  pending: 'info',
  approved: 'success',
  rejected: 'destructive',
  withdrawn: 'secondary',
} as const;

/**
 * More credits than the maximum (issue 44): offered once an add is refused by the credit maximum,
 * where the period takes requests; then the latest request's status, and what the student may do
 * next (withdraw a waiting one, or ask again).
 */
export function OverloadCard() {
  const { t } = useTranslation('registration');
  const { data } = useOverloads();
  const refused = useCreditLimitRefused();
  const withdraw = useWithdrawOverload();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  if (!data || data.overloadCap === null) return null;
  const latest: OverloadRequest | undefined = data.requests[0];
  if (!latest && !refused) return null;
  const canAsk = latest?.status !== 'pending' && data.creditMax < data.overloadCap;

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-2 rounded-lg border border-border bg-card p-4 sm:flex sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="grid gap-1">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <GaugeIcon className="size-4 text-primary" aria-hidden />
          {t('overload.title')}
          {latest && (
            <Badge variant={BADGE[latest.status]}>{t(`overload.status.${latest.status}`)}</Badge>
          )}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {latest
            ? t(`overload.latest.${latest.status}`, {
                credits: latest.credits,
                creditMax: data.creditMax,
              })
            : t('overload.offer', { creditMax: data.creditMax, overloadCap: data.overloadCap })}
        </p>
        {latest?.status === 'rejected' && latest.decisionReason && (
          <p className="text-sm">
            {t('overload.rejectedReason', { reason: latest.decisionReason })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {latest?.status === 'pending' && (
          <Button
            variant="outline"
            onClick={() => withdraw.mutate()}
            disabled={withdraw.isPending}
            aria-busy={withdraw.isPending || undefined}
          >
            {withdraw.isPending && <Spinner className="size-4" />}
            {t('overload.withdraw')}
          </Button>
        )}
        {canAsk && (
          <Button onClick={() => setAsking(true)}>
            {latest ? t('overload.askAgain') : t('overload.ask')}
          </Button>
        )}
      </div>
      <OverloadRequestDialog
        open={asking}
        onOpenChange={setAsking}
        creditMax={data.creditMax}
        overloadCap={data.overloadCap}
      />
    </section>
  );
}
