import { validationMessage, type AdminCatalogueSection } from '@daftar/contract';
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
import { useUpdateSection } from '../api/admin-sections';
import { localName } from '@/lib/i18n';

interface CapacityDialogProps {
  section: AdminCatalogueSection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A new capacity for one section, with an optional reason for the trail. Lowering it below the
 * seats taken is refused by the server with how many hold seats; the dialog then offers closing
 * the section to new adds instead.
 */
export function CapacityDialog({ section, open, onOpenChange }: CapacityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && <CapacityForm section={section} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CapacityForm({ section, onDone }: { section: AdminCatalogueSection; onDone: () => void }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [capacity, setCapacity] = useState(String(section.capacity));
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [belowTaken, setBelowTaken] = useState(false);
  const names = { code: section.subject.code, number: section.number };
  const update = useUpdateSection({
    successTitle: () => t('capacity.saved'),
    failureTitle: t('capacity.failed'),
    describe: (saved) => t('capacity.savedDescription', { ...names, capacity: saved.capacity }),
  });
  const close = useUpdateSection({
    successTitle: () => t('closing.closed'),
    failureTitle: t('closing.failed'),
  });
  const pending = update.isPending || close.isPending;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = Number(capacity);
        const valid = /^\d+$/.test(capacity.trim()) && value <= 10_000;
        setInvalid(!valid);
        if (!valid || pending) return;
        update.mutate(
          { id: section.id, body: { capacity: value, ...(reason.trim() ? { reason } : {}) } },
          {
            onSuccess: onDone,
            onError: () => setBelowTaken(value < section.registered),
          },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('capacity.title')}</DialogTitle>
        <DialogDescription>
          {t('capacity.description', {
            ...names,
            name: localName(section.subject),
            registered: section.registered,
          })}
        </DialogDescription>
      </DialogHeader>
      <FormField
        id={`${id}-capacity`}
        label={t('capacity.label')}
        error={invalid ? validationMessage('capacity') : undefined}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          className="max-w-32 tabular-nums"
        />
      </FormField>
      <div className="grid gap-2">
        <FormField id={`${id}-reason`} label={t('capacity.reason')}>
          <Textarea
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            rows={2}
          />
        </FormField>
        <p className="text-sm text-muted-foreground">{t('capacity.reasonHint')}</p>
      </div>
      <DialogFooter className="gap-2">
        {belowTaken && !section.closed && (
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() =>
              close.mutate(
                { id: section.id, body: { closed: true, ...(reason.trim() ? { reason } : {}) } },
                { onSuccess: onDone },
              )
            }
          >
            {t('capacity.closeInstead')}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {t('capacity.cancel')}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={update.isPending || undefined}>
          {update.isPending && <Spinner className="size-4" />}
          {update.isPending ? t('capacity.saving') : t('capacity.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
