import { REASON_MAX, type Permit } from '@daftar/contract';
import { KeyRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
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
import { fieldErrors, serverMessage } from '@/lib/http-client';
import { localName } from '@/lib/i18n';
import { useAskPermit, usePermitRefusal, usePermits, type PermitRefusal } from '../api/permits';

const BADGE = {
  pending: 'info',
  approved: 'success',
  rejected: 'destructive',
  used: 'secondary',
} as const;

/**
 * Permits (issue 46): offered once an add is refused by a rule a permit may let pass (a full
 * subject, a prerequisite, a clash, reserved seats, the credit limit), unless one is already open
 * for it; then each of the student's permits, its status and what it means for them.
 */
export function PermitsCard() {
  const { t } = useTranslation('registration');
  const { data } = usePermits();
  const refusal = usePermitRefusal();
  const [asking, setAsking] = useState<PermitRefusal | null>(null);
  const titleId = useId();
  const permits = data?.permits ?? [];
  const open = (r: PermitRefusal) =>
    permits.some(
      (p) =>
        p.subject.id === r.subjectId &&
        p.rule === r.rule &&
        (p.status === 'pending' || p.status === 'approved'),
    );
  const offer = refusal && !open(refusal) ? refusal : undefined;
  if (permits.length === 0 && !offer) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        <KeyRoundIcon className="size-4 text-primary" aria-hidden />
        {t('permits.title')}
      </h2>
      {offer && (
        <div className="grid gap-2 sm:flex sm:items-center sm:justify-between sm:gap-4">
          <p role="status" className="text-sm text-muted-foreground">
            {t('permits.offer', { refusal: offer.message })}
          </p>
          <Button className="justify-self-start" onClick={() => setAsking(offer)}>
            {t('permits.ask')}
          </Button>
        </div>
      )}
      {permits.length > 0 && (
        <ul className="grid gap-2">
          {permits.map((permit) => (
            <PermitItem key={permit.id} permit={permit} />
          ))}
        </ul>
      )}
      <Dialog open={asking !== null} onOpenChange={(next) => !next && setAsking(null)}>
        <DialogContent className="sm:max-w-lg">
          {asking && <PermitForm refusal={asking} onDone={() => setAsking(null)} />}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function PermitItem({ permit }: { permit: Permit }) {
  const { t } = useTranslation('registration');
  const { t: tn } = useTranslation('notifications');
  return (
    <li className="grid gap-1 rounded-md border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <span>
          {permit.subject.code} – {localName(permit.subject)}
        </span>
        <Badge variant={BADGE[permit.status]}>{t(`permits.status.${permit.status}`)}</Badge>
      </p>
      <p className="text-muted-foreground">
        {t(`permits.meaning.${permit.status}`, {
          rule: tn(`permitRules.${permit.rule}`),
          decider: permit.decider?.name ?? t('permits.registrar'),
        })}
      </p>
      {permit.status === 'rejected' && permit.decisionReason && (
        <p>{t('permits.rejectedReason', { reason: permit.decisionReason })}</p>
      )}
    </li>
  );
}

/** Asking for a permit after a refusal met elsewhere: a plan's registration (issue 48). */
export function AskPermitDialog({
  refusal,
  onOpenChange,
}: {
  refusal: PermitRefusal | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={refusal !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {refusal && <PermitForm refusal={refusal} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** "Ask for a permit": why the student should be let past the rule that refused them. */
function PermitForm({ refusal, onDone }: { refusal: PermitRefusal; onDone: () => void }) {
  const { t } = useTranslation('registration');
  const { t: tn } = useTranslation('notifications');
  const id = useId();
  const [reason, setReason] = useState('');
  const ask = useAskPermit();
  const fields = fieldErrors(ask.error);
  const general = ask.error && !fields.reason ? serverMessage(ask.error) : undefined;
  const rule = tn(`permitRules.${refusal.rule}`);

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ask.isPending) return;
        ask.mutate(
          { subjectId: refusal.subjectId, rule: refusal.rule, reason: reason.trim() },
          { onSuccess: onDone },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('permits.dialogTitle')}</DialogTitle>
        <DialogDescription>
          {t(
            refusal.rule === 'CREDIT_LIMIT' ? 'permits.dialogAdvisor' : 'permits.dialogCoordinator',
            {
              rule,
            },
          )}
        </DialogDescription>
      </DialogHeader>
      <p className="rounded-md bg-muted p-3 text-sm">{refusal.message}</p>
      <div className="grid gap-1">
        <FormField id={`${id}-reason`} label={t('permits.reason')} error={fields.reason}>
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
          {ask.isPending ? t('overload.sending') : t('permits.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
