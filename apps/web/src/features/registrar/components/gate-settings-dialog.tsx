import {
  formatCampusDateTime,
  formatErrorMessage,
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
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { fieldErrors } from '@/lib/http-client';
import { currentLanguage } from '@/lib/i18n';
import { serverNow } from '@/lib/server-clock';
import { useUpdatePeriodGate } from '../api/period-gate';
import { fromCampusInput } from './campus-time-input';
import { openingInstant, proposedOpening } from './gate-opening';
import { GateOutcome } from './gate-outcome';

// Input types, named so the copy lint knows them for what they are.
const DATE_TIME = 'datetime-local';
const RADIO = 'radio';
const RATE_MODES = ['automatic', 'fixed'] as const;
type RateMode = (typeof RATE_MODES)[number];
const OPENINGS = ['atTime', 'now'] as const;
type Opening = (typeof OPENINGS)[number];

interface GateSettingsDialogProps {
  settings: GateSettings;
  /** Whether the gate's queue has opened: its opening can no longer move (GATE_OPENED). */
  opened: boolean;
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

/** A native radio in its label: its name is its text, which is what a screen reader reads. */
function Choice({
  name,
  checked,
  onChoose,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  children: string;
}) {
  return (
    <label className="flex items-start gap-3 text-sm leading-snug">
      <input
        type={RADIO}
        name={name}
        checked={checked}
        onChange={onChoose}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      {children}
    </label>
  );
}

function GateSettingsForm({
  settings,
  opened,
  periodName,
  onDone,
}: Omit<GateSettingsDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const { toast } = useToast();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [opening, setOpening] = useState<Opening>('atTime');
  const [opensAt, setOpensAt] = useState(() => proposedOpening(settings, serverNow()));
  const [mode, setMode] = useState<RateMode>(
    settings.ratePerMinute === null ? 'automatic' : 'fixed',
  );
  const [rate, setRate] = useState(String(settings.ratePerMinute ?? ''));
  const [checked, setChecked] = useState<Partial<Record<string, string>>>({});
  const save = useUpdatePeriodGate(settings.periodId, t('gate.failed'));
  const fields = {
    ...fieldErrors(save.error, { code: 'GATE_OPENS_IN_PAST', field: 'opensAt' }),
    ...checked,
  };
  // An opened queue keeps its opening; otherwise "now" is the registrar's explicit choice.
  const openNow = !opened && opening === 'now';
  const outcomeId = `${id}-outcome`;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        const body: UpdateGateSettingsBody = {
          enabled,
          ...(opened
            ? {}
            : openNow
              ? enabled && { openNow: true }
              : { opensAt: opensAt && fromCampusInput(opensAt) }),
          // An empty or unreadable number is NaN, which the schema refuses with the rate's message.
          ratePerMinute: mode === 'automatic' ? null : rate.trim() ? Number(rate) : Number.NaN,
        };
        const errors = localErrors(body);
        // The server's own refusal, in the same words, before anything is sent.
        const instant = openingInstant(opensAt);
        if (enabled && body.opensAt && instant && Date.parse(instant) < serverNow()) {
          errors.opensAt = formatErrorMessage(
            'GATE_OPENS_IN_PAST',
            { opensAt: instant },
            currentLanguage(),
          );
        }
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
      {opened ? (
        <p className="text-sm">
          {t('gate.form.openedAt', {
            time: formatCampusDateTime(settings.opensAt, currentLanguage()),
          })}
        </p>
      ) : (
        <fieldset className="grid gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{t('gate.form.opening')}</legend>
          {OPENINGS.map((option) => (
            <Choice
              key={option}
              name={`${id}-opening`}
              checked={opening === option}
              onChoose={() => setOpening(option)}
            >
              {t(`gate.form.${option}`)}
            </Choice>
          ))}
          {opening === 'atTime' && (
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
          )}
        </fieldset>
      )}
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t('gate.form.rate')}</legend>
        {RATE_MODES.map((option) => (
          <Choice
            key={option}
            name={`${id}-rate`}
            checked={mode === option}
            onChoose={() => setMode(option)}
          >
            {t(`gate.form.${option}`)}
          </Choice>
        ))}
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
      <GateOutcome
        id={outcomeId}
        enabled={enabled}
        opening={
          opened
            ? { kind: 'opened', at: settings.opensAt }
            : openNow
              ? { kind: 'now' }
              : { kind: 'atTime', at: openingInstant(opensAt) }
        }
        rate={mode === 'automatic' ? null : rate.trim() ? Number(rate) : Number.NaN}
      />
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('gate.form.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
          aria-describedby={outcomeId}
        >
          {save.isPending && <Spinner className="size-4" />}
          {save.isPending ? t('gate.form.saving') : t('gate.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
