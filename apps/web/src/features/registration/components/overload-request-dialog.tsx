import { REASON_MAX } from '@daftar/contract';
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
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrors, serverMessage } from '@/lib/http-client';
import { useAskOverload } from '../api/overload';

interface OverloadRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The student's maximum now, and the most the period lets them ask for. */
  creditMax: number;
  overloadCap: number;
}

/** "Ask for more credits": the total maximum wanted (above theirs, up to the cap) and why. */
export function OverloadRequestDialog({
  open,
  onOpenChange,
  ...limits
}: OverloadRequestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {open && <OverloadForm {...limits} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function OverloadForm({
  creditMax,
  overloadCap,
  onDone,
}: {
  creditMax: number;
  overloadCap: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('registration');
  const id = useId();
  const [credits, setCredits] = useState(String(Math.min(creditMax + 3, overloadCap)));
  const [reason, setReason] = useState('');
  const ask = useAskOverload();
  const fields = fieldErrors(ask.error, { code: 'OVERLOAD_CREDITS', field: 'credits' });
  // A refusal that is about no one field (a request already waiting, the period closed).
  const general =
    ask.error && !fields.credits && !fields.reason ? serverMessage(ask.error) : undefined;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ask.isPending) return;
        ask.mutate({ credits: Number(credits), reason: reason.trim() }, { onSuccess: onDone });
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('overload.dialogTitle')}</DialogTitle>
        <DialogDescription>
          {t('overload.dialogDescription', { creditMax, overloadCap })}
        </DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-credits`} label={t('overload.credits')} error={fields.credits}>
        <Input
          type="number"
          inputMode="numeric"
          min={creditMax + 1}
          max={overloadCap}
          value={credits}
          onChange={(event) => setCredits(event.target.value)}
          className="w-32"
        />
      </FormField>
      <div className="grid gap-1">
        <FormField id={`${id}-reason`} label={t('overload.reason')} error={fields.reason}>
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REASON_MAX}
            placeholder={t('overload.reasonPlaceholder')}
            required
          />
        </FormField>
        <p className="text-right text-xs text-muted-foreground tabular-nums">
          {t('overload.counter', { count: reason.length, max: REASON_MAX })}
        </p>
      </div>
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
          disabled={ask.isPending || !reason.trim()}
          aria-busy={ask.isPending || undefined}
        >
          {ask.isPending && <Spinner className="size-4" />}
          {ask.isPending ? t('overload.sending') : t('overload.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
