import type { CreatedApiToken } from '@daftar/contract';
import { CheckIcon, CopyIcon, TriangleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/**
 * A new token's secret, the one time it is shown: selected and focused, so a screen reader reads
 * it and Ctrl+C copies it, with a button that copies it too and says so.
 */
export function ApiTokenSecret({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('apiTokens.secret.title')}</DialogTitle>
      </DialogHeader>
      <DialogDescription className="flex items-start gap-2 rounded-md border border-warning bg-warning/10 p-3 text-foreground">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        {t('apiTokens.secret.warning')}
      </DialogDescription>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-secret`}>{t('apiTokens.secret.label', { name: token.name })}</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          {/* All of it in view, wrapped, so it can be checked against what was pasted. */}
          <Textarea
            id={`${id}-secret`}
            readOnly
            autoFocus
            rows={2}
            value={token.token}
            spellCheck={false}
            className="min-h-0 resize-none font-mono text-xs break-all md:text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              navigator.clipboard.writeText(token.token).then(
                () => setCopy('copied'),
                () => setCopy('failed'),
              )
            }
          >
            {copy === 'copied' ? (
              <CheckIcon className="size-4" aria-hidden />
            ) : (
              <CopyIcon className="size-4" aria-hidden />
            )}
            {t('apiTokens.secret.copy')}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {copy === 'copied' && t('apiTokens.secret.copied')}
          {copy === 'failed' && t('apiTokens.secret.copyFailed')}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {t('apiTokens.secret.done')}
        </Button>
      </DialogFooter>
    </div>
  );
}
