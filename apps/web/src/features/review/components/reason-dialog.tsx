import { REASON_MAX } from '@daftar/contract';
import { useId, useRef, useState } from 'react';
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
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ReasonTemplatePicker } from './reason-template-picker';

interface ReasonFormProps {
  title: string;
  description: string;
  confirmLabel: string;
  /**
   * A change of a decision the student was told of (issue 42): its own label, and for an
   * approval a plain confirm and no rejection templates.
   */
  change?: 'approved' | 'rejected';
  /** The rejection is being sent: the form is locked until it ends. */
  pending: boolean;
  /** Receives the trimmed reason. */
  onConfirm: (reason: string) => void;
}

interface ReasonDialogProps extends ReasonFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

function ReasonForm({
  title,
  description,
  confirmLabel,
  change,
  pending,
  onConfirm,
  onCancel,
}: ReasonFormProps & { onCancel: () => void }) {
  const { t } = useTranslation('review');
  const [reason, setReason] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const trimmed = reason.trim();

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed && !pending) onConfirm(trimmed);
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={id}>{t(change ? 'change.label' : 'reason.label')}</Label>
        <Textarea
          ref={box}
          id={id}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REASON_MAX}
          placeholder={t(change === 'approved' ? 'change.placeholder' : 'reason.placeholder')}
          aria-describedby={`${id}-count`}
          readOnly={pending}
          required
        />
        <p id={`${id}-count`} className="text-right text-xs text-muted-foreground tabular-nums">
          {t('reason.counter', { count: reason.length, max: REASON_MAX })}
        </p>
        {/* After the reason box, so the box still takes the focus when the dialog opens. */}
        {change !== 'approved' && (
          <ReasonTemplatePicker
            disabled={pending}
            onPick={(text) => setReason(text.slice(0, REASON_MAX))}
            onPicked={() => box.current?.focus()}
          />
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          {t('reason.cancel')}
        </Button>
        <Button
          type="submit"
          variant={change === 'approved' ? 'default' : 'destructive'}
          disabled={!trimmed || pending}
        >
          {pending && <Spinner />}
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Asks for the reason of a rejection (spec section 5: non-empty once trimmed, so confirm stays
 * disabled until then), or of a change of a decision the student was told of. The form lives inside the dialog's content, so closing the dialog
 * clears the reason.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  pending,
  ...form
}: ReasonDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <ReasonForm {...form} pending={pending} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
