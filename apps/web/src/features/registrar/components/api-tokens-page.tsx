import type { ApiToken } from '@daftar/contract';
import { KeyRoundIcon, PlusIcon, TrashIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date-time';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens';
import { ApiTokenFormDialog } from './api-token-form-dialog';
import { SCOPE_COPY } from './api-token-scopes';
import { ConfirmButton } from './confirm-button';

type TokenState = 'active' | 'expired' | 'revoked';

const STATE_BADGES: Record<TokenState, BadgeProps['variant']> = {
  active: 'success',
  expired: 'secondary',
  revoked: 'outline',
};

// Judged at the list's reading: a token expiring while the page is open shows so when it is read again.
const stateOf = (token: ApiToken, now: number): TokenState =>
  token.revokedAt ? 'revoked' : Date.parse(token.expiresAt) <= now ? 'expired' : 'active';

/**
 * The registrar's API tokens (issue 43): the keys the student records system's nightly job
 * sends its imports with, each shown once when made, and revocable.
 */
export function ApiTokensPage() {
  const { t } = useTranslation('registrar');
  const { data: tokens, dataUpdatedAt, isPending, error, refetch } = useApiTokens();
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('apiTokens.title')}
        description={t('apiTokens.description')}
        action={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="size-4" aria-hidden />
            {t('apiTokens.new')}
          </Button>
        }
      />
      <ApiTokenFormDialog open={creating} onOpenChange={setCreating} />
      {isPending && <Spinner className="size-6 text-primary" />}
      {error && (
        <QueryError title={t('apiTokens.error')} error={error} onRetry={() => void refetch()} />
      )}
      {tokens?.length === 0 && <p className="text-muted-foreground">{t('apiTokens.empty')}</p>}
      {tokens && tokens.length > 0 && (
        <ul className="grid gap-3">
          {tokens.map((token) => (
            <ApiTokenRow key={token.id} token={token} state={stateOf(token, dataUpdatedAt)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ApiTokenRow({ token, state }: { token: ApiToken; state: TokenState }) {
  const { t } = useTranslation('registrar');
  const revoke = useRevokeApiToken(t('apiTokens.toast.revoked'), t('apiTokens.toast.failed'));
  const when = (at: string) => formatDateTime(at);
  return (
    <li>
      <Card className="py-4">
        <CardContent className="grid gap-3 px-4 sm:px-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 className="flex min-w-0 flex-wrap items-center gap-2 font-semibold break-words">
              <KeyRoundIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              {token.name}
              <Badge variant={STATE_BADGES[state]}>{t(`apiTokens.states.${state}`)}</Badge>
            </h2>
            {state !== 'revoked' && (
              <ConfirmButton
                label={t('apiTokens.revokeOf', { name: token.name })}
                disabled={revoke.isPending}
                title={t('apiTokens.revokeTitle', { name: token.name })}
                description={t('apiTokens.revokeDescription')}
                cancel={t('apiTokens.cancel')}
                confirm={t('apiTokens.revoke')}
                destructive
                onConfirm={() => revoke.mutate(token.id)}
              >
                <TrashIcon className="size-4" aria-hidden />
                {t('apiTokens.revoke')}
              </ConfirmButton>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-1.5" aria-label={t('apiTokens.scopesOf')}>
            {token.scopes.map((scope) => (
              <Badge key={scope} variant="info" title={scope}>
                {t(`apiTokens.scopes.${SCOPE_COPY[scope]}`)}
              </Badge>
            ))}
          </div>
          <ul className="grid gap-0.5 text-sm text-muted-foreground sm:grid-cols-2">
            <li>
              {t('apiTokens.made', { at: when(token.createdAt), name: token.createdBy.name })}
            </li>
            <li>
              {token.revokedAt
                ? t('apiTokens.revokedAt', { at: when(token.revokedAt) })
                : t(state === 'expired' ? 'apiTokens.expired' : 'apiTokens.expires', {
                    at: when(token.expiresAt),
                  })}
            </li>
            <li>
              {token.lastUsedAt
                ? t('apiTokens.lastUsed', { at: when(token.lastUsedAt) })
                : t('apiTokens.neverUsed')}
            </li>
          </ul>
        </CardContent>
      </Card>
    </li>
  );
}
