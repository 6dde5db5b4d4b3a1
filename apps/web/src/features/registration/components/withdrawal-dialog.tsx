import { REASON_MAX, type SelectedSubject } from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { localName } from '@/lib/i18n';
import { fieldErrors, serverMessage } from '@/lib/http-client';
import { useAskWithdrawal } from '../api/withdrawals';

interface WithdrawalDialogProps {
  /** A subject to withdraw from, the whole semester, or closed. */
  withdrawing: { subjects: SelectedSubject[] } | { wholeSemester: true } | null;
  onClose: () => void;
}

/** "Withdraw": which approved subject (or the whole semester), and why; the advisor decides. */
export function WithdrawalDialog({ withdrawing, onClose }: WithdrawalDialogProps) {
  return (
    <Dialog open={withdrawing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {withdrawing && <WithdrawalForm withdrawing={withdrawing} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function WithdrawalForm({
  withdrawing,
  onDone,
}: {
  withdrawing: NonNullable<WithdrawalDialogProps['withdrawing']>;
  onDone: () => void;
}) {
  const { t } = useTranslation('registration');
  const id = useId();
  const subjects = 'subjects' in withdrawing ? withdrawing.subjects : [];
  const [subjectId, setSubjectId] = useState(String(subjects[0]?.id ?? ''));
  const [reason, setReason] = useState('');
  const ask = useAskWithdrawal();
  const fields = fieldErrors(ask.error);
  const general = ask.error && !fields.reason ? serverMessage(ask.error) : undefined;
  const whole = 'wholeSemester' in withdrawing;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ask.isPending) return;
        const body = whole
          ? { wholeSemester: true as const, reason: reason.trim() }
          : { subjectId: Number(subjectId), reason: reason.trim() };
        ask.mutate(body, { onSuccess: onDone });
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {whole ? t('withdrawal.semesterTitle') : t('withdrawal.subjectTitle')}
        </DialogTitle>
        <DialogDescription>{t('withdrawal.description')}</DialogDescription>
      </DialogHeader>
      {!whole && (
        <FormField id={`${id}-subject`} label={t('withdrawal.subject')}>
          <select
            value={subjectId}
            onChange={(event) => setSubjectId(event.target.value)}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            {subjects.map((subject) => (
              <option key={subject.id} value={subject.id}>
                {subject.code} {localName(subject)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <div className="grid gap-1">
        <FormField id={`${id}-reason`} label={t('withdrawal.reason')} error={fields.reason}>
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REASON_MAX}
            placeholder={t('withdrawal.reasonPlaceholder')}
            required
          />
        </FormField>
        <p className="text-right text-xs text-muted-foreground tabular-nums">
          {t('overload.counter', { count: reason.length, max: REASON_MAX })}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">{t('withdrawal.recordNote')}</p>
      {general && (
        <p role="alert" className="text-sm text-destructive">
          {general}
        </p>
      )}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={ask.isPending}>
          {t('overload.cancel')}
        </Button>
        <Button
          type="submit"
          variant="destructive"
          disabled={ask.isPending || !reason.trim() || (!whole && !subjectId)}
          aria-busy={ask.isPending || undefined}
        >
          {ask.isPending && <Spinner className="size-4" />}
          {ask.isPending ? t('overload.sending') : t('withdrawal.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
