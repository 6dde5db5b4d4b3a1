import type { Withdrawal } from '@daftar/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { serverMessage } from '@/lib/http-client';
import { belowMinimum, useDecideWithdrawal, useWithdrawalQueue } from '../api/withdrawals';
import { BelowMinimumDialog } from './below-minimum-dialog';
import { ReasonDialog } from './reason-dialog';
import { useWithdrawalTarget, WithdrawalRequestItem } from './withdrawal-request-item';

/**
 * Withdrawal requests waiting on the reviewer (issue 47), oldest first: whose, from which subject
 * or the whole semester, why, and the credits it leaves against the minimum; approve (below the
 * minimum only once the reviewer confirms the server's refusal), or reject with a reason the
 * student reads. Shown only while some wait.
 */
export function WithdrawalRequestsCard() {
  const { t } = useTranslation('review');
  const { data: withdrawals = [] } = useWithdrawalQueue();
  const decide = useDecideWithdrawal();
  const short = useWithdrawalTarget();
  const [rejecting, setRejecting] = useState<Withdrawal | null>(null);
  const [confirming, setConfirming] = useState<{ withdrawal: Withdrawal; refusal: string } | null>(
    null,
  );
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // A decided request leaves the list: the focus goes to the heading rather than the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const decided = () => {
    opener.current = heading.current;
    heading.current?.focus();
  };
  if (withdrawals.length === 0) return null;
  const busy = (withdrawal: Withdrawal) =>
    decide.isPending && decide.variables?.withdrawal.id === withdrawal.id;

  const approve = (withdrawal: Withdrawal) =>
    decide.mutate(
      { withdrawal, decision: 'approved' },
      {
        onSuccess: decided,
        onError: (error) => {
          if (!belowMinimum(error)) return;
          const refusal =
            serverMessage(error) ??
            t('withdrawals.belowFallback', {
              after: withdrawal.creditsAfter,
              min: withdrawal.creditMin,
            });
          setConfirming({ withdrawal, refusal });
        },
      },
    );

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} ref={heading} tabIndex={-1} className="outline-none">
          {t('withdrawals.title')}
        </CardTitle>
        <CardDescription>
          {t('withdrawals.description', { count: withdrawals.length })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {withdrawals.map((withdrawal) => (
            <WithdrawalRequestItem
              key={withdrawal.id}
              withdrawal={withdrawal}
              approving={
                busy(withdrawal) && decide.variables?.decision === 'approved' && !confirming
              }
              disabled={decide.isPending}
              onApprove={(event) => {
                opener.current = event.currentTarget;
                approve(withdrawal);
              }}
              onReject={(event) => {
                opener.current = event.currentTarget;
                setRejecting(withdrawal);
              }}
            />
          ))}
        </ul>
      </CardContent>
      <BelowMinimumDialog
        refusal={confirming?.refusal ?? null}
        onCancel={() => setConfirming(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        pending={decide.isPending}
        onConfirm={() =>
          confirming &&
          decide.mutate(
            { withdrawal: confirming.withdrawal, decision: 'approved', confirmBelowMinimum: true },
            {
              onSuccess: () => {
                opener.current = heading.current;
                setConfirming(null);
              },
            },
          )
        }
      />
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        pending={decide.isPending}
        title={t('withdrawals.rejectTitle')}
        description={t('withdrawals.rejectDescription', {
          name: rejecting?.student.name ?? '',
          what: rejecting ? short(rejecting) : '',
        })}
        confirmLabel={t('overloads.reject')}
        onConfirm={(reason) =>
          rejecting &&
          decide.mutate(
            { withdrawal: rejecting, decision: 'rejected', reason },
            {
              onSuccess: () => {
                opener.current = heading.current;
                setRejecting(null);
              },
            },
          )
        }
      />
    </Card>
  );
}
