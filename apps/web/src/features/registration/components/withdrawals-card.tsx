import type { Withdrawal } from '@daftar/contract';
import { LogOutIcon } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePeriod } from '@/lib/api/get-period';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { formatDate } from '@/lib/format-date';
import { localName } from '@/lib/i18n';
import { useWithdrawals } from '../api/withdrawals';
import { WithdrawalDialog } from './withdrawal-dialog';

const BADGE = { pending: 'info', approved: 'success', rejected: 'destructive' } as const;

/**
 * Withdrawal ("tarik diri", issue 47): during the withdrawal stage the student asks to withdraw
 * from an approved subject or the whole semester; their requests and the advisor's decisions.
 */
export function WithdrawalsCard() {
  const { t } = useTranslation('registration');
  const { data: period } = usePeriod();
  const open = period?.stages.current.includes('withdrawal') ?? false;
  const { data: requests = [] } = useWithdrawals(period !== undefined);
  const { data: selected = [] } = useSelectedSubjects();
  const [withdrawing, setWithdrawing] =
    useState<ComponentProps<typeof WithdrawalDialog>['withdrawing']>(null);
  const titleId = useId();
  if (!period || (!open && requests.length === 0)) return null;
  const waiting = (subjectId: number | null) =>
    requests.some((r) => r.status === 'pending' && (r.subject?.id ?? null) === subjectId);
  const approved = selected.filter((s) => s.status === 'approved' && !waiting(s.id));

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="grid gap-1">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <LogOutIcon className="size-4 text-primary" aria-hidden />
          {t('withdrawal.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {open && period.stages.withdrawalEndDate
            ? t('withdrawal.open', { date: formatDate(period.stages.withdrawalEndDate) })
            : t('withdrawal.closed')}
        </p>
      </div>
      {requests.length > 0 && (
        <ul className="grid gap-2">
          {requests.map((request) => (
            <WithdrawalItem key={request.id} request={request} />
          ))}
        </ul>
      )}
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={approved.length === 0}
            onClick={() => setWithdrawing({ subjects: approved })}
          >
            {t('withdrawal.fromSubject')}
          </Button>
          <Button
            variant="outline"
            disabled={waiting(null) || selected.every((s) => s.status !== 'approved')}
            onClick={() => setWithdrawing({ wholeSemester: true })}
          >
            {t('withdrawal.fromSemester')}
          </Button>
        </div>
      )}
      <WithdrawalDialog withdrawing={withdrawing} onClose={() => setWithdrawing(null)} />
    </section>
  );
}

function WithdrawalItem({ request }: { request: Withdrawal }) {
  const { t } = useTranslation('registration');
  return (
    <li className="grid gap-1 rounded-md border border-border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {request.subject
            ? `${request.subject.code} ${localName(request.subject)}`
            : t('withdrawal.wholeSemester')}
        </span>
        <Badge variant={BADGE[request.status]}>{t(`withdrawal.status.${request.status}`)}</Badge>
      </p>
      <p className="text-muted-foreground">
        {t(`withdrawal.latest.${request.status}`, { count: request.credits })}
      </p>
      {request.status === 'rejected' && request.decisionReason && (
        <p>{t('overload.rejectedReason', { reason: request.decisionReason })}</p>
      )}
    </li>
  );
}
