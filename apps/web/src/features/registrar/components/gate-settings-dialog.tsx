import {
  updateGateSettingsBodySchema,
  type GateSettings,
  type UpdateGateSettingsBody,
} from '@daftar/contract';
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
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { fieldErrors } from '@/lib/http-client';
import { useUpdatePeriodGate } from '../api/period-gate';
import { fromCampusInput, toCampusInput } from './campus-time-input';

// Input types, named so the copy lint knows them for what they are.
const DATE_TIME = 'datetime-local';
const RATE_MODES = ['automatic', 'fixed'] as const;
type RateMode = (typeof RATE_MODES)[number];

interface GateSettingsDialogProps {
  settings: GateSettings;
  periodName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The gate's switch, opening time and rate; pausing is the card's own button. */
export function GateSettingsDialog({ open, onOpenChange, ...props }: GateSettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {open && <GateSettingsForm {...props} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** The messages the contract's own schema gives, by field, before anything is sent. */
function localErrors(body: unknown): Partial<Record<string, string>> {
  const parsed = updateGateSettingsBodySchema.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

function GateSettingsForm({
  settings,
  periodName,
  onDone,
}: Omit<GateSettingsDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const { toast } = useToast();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [opensAt, setOpensAt] = useState(() => toCampusInput(settings.opensAt));
  const [mode, setMode] = useState<RateMode>(
    settings.ratePerMinute === null ? 'automatic' : 'fixed',
  );
  const [rate, setRate] = useState(String(settings.ratePerMinute ?? ''));
  const [checked, setChecked] = useState<Partial<Record<string, string>>>({});
  const save = useUpdatePeriodGate(settings.periodId, t('gate.failed'));
  const fields = { ...fieldErrors(save.error), ...checked };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        const body: UpdateGateSettingsBody = {
          enabled,
          opensAt: opensAt && fromCampusInput(opensAt),
          // An empty or unreadable number is NaN, which the schema refuses with the rate's message.
          ratePerMinute: mode === 'automatic' ? null : rate.trim() ? Number(rate) : Number.NaN,
        };
        const errors = localErrors(body);
        setChecked(errors);
        if (Object.keys(errors).length > 0) return;
        save.reset();
        save.mutate(body, {
          onSuccess: () => {
            toast({ title: t('gate.saved') });
            onDone();
          },
        });
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('gate.form.title')}</DialogTitle>
        <DialogDescription>{t('gate.form.description', { period: periodName })}</DialogDescription>
      </DialogHeader>
      <label className="flex items-start gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {t('gate.form.enabled')}
      </label>
      <div className="grid gap-1.5">
        <FormField id={`${id}-opensAt`} label={t('gate.form.opensAt')} error={fields.opensAt}>
          <Input
            type={DATE_TIME}
            value={opensAt}
            onChange={(event) => setOpensAt(event.target.value)}
          />
        </FormField>
        <p className="text-sm text-muted-foreground">{t('gate.form.opensAtHint')}</p>
      </div>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t('gate.form.rate')}</legend>
        <RadioGroup value={mode} onValueChange={(value) => setMode(value as RateMode)}>
          {RATE_MODES.map((option) => (
            <div key={option} className="flex items-start gap-3">
              <RadioGroupItem id={`${id}-${option}`} value={option} className="mt-0.5" />
              <Label htmlFor={`${id}-${option}`} className="leading-snug font-normal">
                {t(`gate.form.${option}`)}
              </Label>
            </div>
          ))}
        </RadioGroup>
        {mode === 'fixed' && (
          <FormField
            id={`${id}-rate`}
            label={t('gate.form.ratePerMinute')}
            error={fields.ratePerMinute}
            className="sm:max-w-60"
          >
            <Input
              inputMode="numeric"
              value={rate}
              onChange={(event) => setRate(event.target.value)}
            />
          </FormField>
        )}
      </fieldset>
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('gate.form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending && <Spinner className="size-4" />}
          {save.isPending ? t('gate.form.saving') : t('gate.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
