import type { Withdrawal } from '@daftar/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { localName } from '@/lib/i18n';

interface WithdrawalRequestItemProps {
  withdrawal: Withdrawal;
  /** This request's approval is being sent. */
  approving: boolean;
  /** A decision is in flight: nothing else may be decided until it ends. */
  disabled: boolean;
  onApprove: (event: MouseEvent<HTMLButtonElement>) => void;
  onReject: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The withdrawal's code, or "the whole semester", for the buttons' and dialogs' words. */
export function useWithdrawalTarget() {
  const { t } = useTranslation('review');
  return (withdrawal: Withdrawal) => withdrawal.subject?.code ?? t('withdrawals.theWholeSemester');
}

/** One request: who, from what, the credits it leaves against the minimum, why, and when. */
export function WithdrawalRequestItem({
  withdrawal,
  approving,
  disabled,
  onApprove,
  onReject,
}: WithdrawalRequestItemProps) {
  const { t } = useTranslation('review');
  const target = useWithdrawalTarget()(withdrawal);
  const { student, subject } = withdrawal;
  return (
    <li className="grid gap-2 rounded-lg border p-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium break-words">
          {student.studentId
            ? t('overloads.student', { name: student.name, studentId: student.studentId })
            : student.name}
        </p>
        <p className="text-sm break-words">
          {subject
            ? t('withdrawals.subject', { code: subject.code, name: localName(subject) })
            : t('withdrawals.wholeSemester')}
        </p>
        {/* The whole semester leaves nothing by its nature: only a subject's is measured. */}
        <p className="flex flex-wrap items-center gap-2 text-sm tabular-nums">
          {subject
            ? t('withdrawals.credits', {
                count: withdrawal.credits,
                after: withdrawal.creditsAfter,
                min: withdrawal.creditMin,
              })
            : t('withdrawals.creditsSemester', { count: withdrawal.credits })}
          {subject && withdrawal.creditsAfter < withdrawal.creditMin && (
            <Badge variant="warning">{t('withdrawals.belowMinimum')}</Badge>
          )}
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {t('overloads.reason', { reason: withdrawal.reason })}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('overloads.asked', { date: formatDate(withdrawal.createdAt) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={onApprove}
          disabled={disabled}
          aria-busy={approving || undefined}
          aria-label={t('withdrawals.approveFor', { name: student.name, what: target })}
        >
          {approving && <Spinner className="size-4" />}
          {t('overloads.approve')}
        </Button>
        <Button
          variant="destructive"
          disabled={disabled}
          aria-label={t('withdrawals.rejectFor', { name: student.name, what: target })}
          onClick={onReject}
        >
          {t('overloads.reject')}
        </Button>
      </div>
    </li>
  );
}
