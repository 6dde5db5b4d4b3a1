import {
  API_TOKEN_SCOPES,
  wordValidationMessage,
  type ApiTokenScope,
  type CreatedApiToken,
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
import { Spinner } from '@/components/ui/spinner';
import { fieldErrors } from '@/lib/http-client';
import { currentLanguage } from '@/lib/i18n';
import { useCreateApiToken } from '../api/api-tokens';
import { SCOPE_COPY } from './api-token-scopes';
import { ApiTokenSecret } from './api-token-secret';
import { toCampusInput } from './campus-time-input';

/** A campus calendar day `days` after `date` (both `YYYY-MM-DD`). */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Ninety days by default: long enough for a semester's nightly job, short enough to be renewed.
const DEFAULT_DAYS = 90;
// The server takes at most 366 days from now; the end of the 365th campus day is within them.
const LONGEST_DAYS = 365;

interface ApiTokenFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A new token's name, scopes and expiry; then its secret, shown this once. */
export function ApiTokenFormDialog({ open, onOpenChange }: ApiTokenFormDialogProps) {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const close = () => {
    setCreated(null);
    onOpenChange(false);
  };
  return (
    // The secret stays until the registrar says it is copied: no closing by a stray click.
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
        onInteractOutside={(event) => created && event.preventDefault()}
      >
        {open &&
          (created ? (
            <ApiTokenSecret token={created} onDone={close} />
          ) : (
            <ApiTokenForm onCreated={setCreated} onCancel={close} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

function ApiTokenForm({
  onCreated,
  onCancel,
}: {
  onCreated: (token: CreatedApiToken) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const today = toCampusInput(new Date().toISOString()).slice(0, 10);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['roll:write']);
  const [expiry, setExpiry] = useState(addDays(today, DEFAULT_DAYS));
  const create = useCreateApiToken();
  const fields = fieldErrors(create.error);
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes(on ? [...scopes, scope] : scopes.filter((s) => s !== scope));

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (create.isPending) return;
        create.mutate(
          // The end of the chosen day on the campus clock.
          { name, scopes, expiresAt: expiry ? `${expiry}T23:59:59+08:00` : '' },
          { onSuccess: onCreated },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('apiTokens.form.title')}</DialogTitle>
        <DialogDescription>{t('apiTokens.form.description')}</DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-name`} label={t('apiTokens.form.name')} error={fields.name}>
        <Input
          value={name}
          placeholder={t('apiTokens.form.namePlaceholder')}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-describedby={fields.scopes ? `${id}-scopes-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{t('apiTokens.form.scopes')}</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-2">
            <input
              id={`${id}-${scope}`}
              type="checkbox"
              className="mt-1 size-4 accent-primary"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            <label htmlFor={`${id}-${scope}`} className="grid text-sm">
              <span className="font-medium">{t(`apiTokens.scopes.${SCOPE_COPY[scope]}`)}</span>
              <code className="text-xs text-muted-foreground">{scope}</code>
            </label>
          </div>
        ))}
        {fields.scopes && (
          <p id={`${id}-scopes-error`} className="text-sm text-destructive">
            {wordValidationMessage(fields.scopes, currentLanguage())}
          </p>
        )}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-expiry`}>{t('apiTokens.form.expiry')}</Label>
        <Input
          id={`${id}-expiry`}
          type="date"
          value={expiry}
          min={today}
          max={addDays(today, LONGEST_DAYS)}
          aria-invalid={fields.expiresAt ? true : undefined}
          aria-describedby={`${id}-expiry-hint${fields.expiresAt ? ` ${id}-expiry-error` : ''}`}
          onChange={(event) => setExpiry(event.target.value)}
        />
        <p id={`${id}-expiry-hint`} className="text-sm text-muted-foreground">
          {t('apiTokens.form.expiryHint')}
        </p>
        {fields.expiresAt && (
          <p id={`${id}-expiry-error`} className="text-sm text-destructive">
            {wordValidationMessage(fields.expiresAt, currentLanguage())}
          </p>
        )}
      </div>
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={create.isPending}>
          {t('apiTokens.form.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending && <Spinner className="size-4" />}
          {create.isPending ? t('apiTokens.form.creating') : t('apiTokens.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
