import type { Hold, ManagedUser } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { currentLanguage } from '@/lib/i18n';
import { useReleaseHold, useStudentHolds } from '../api/holds';
import { HoldForm } from './hold-form';

/**
 * A student's holds in the registrar's console (issue 44): the active ones with Release, the
 * released ones below them, and the form that places a new one.
 */
export function HoldsDialog({ person }: { person: ManagedUser }) {
  const { t } = useTranslation('registrar');
  const { data: holds, isPending, error, refetch } = useStudentHolds(person.id);
  const active = holds?.filter((hold) => !hold.releasedAt) ?? [];
  const released = holds?.filter((hold) => hold.releasedAt) ?? [];
  return (
    <div className="grid max-h-[80svh] gap-4 overflow-y-auto pr-1">
      <DialogHeader>
        <DialogTitle>{t('holds.title', person)}</DialogTitle>
        <DialogDescription>{t('holds.description')}</DialogDescription>
      </DialogHeader>
      {isPending && <Spinner className="size-6 text-primary" />}
      {error && (
        <QueryError title={t('holds.error')} error={error} onRetry={() => void refetch()} />
      )}
      {holds && (
        <section aria-label={t('holds.active')} className="grid gap-2">
          <h3 className="font-semibold">{t('holds.active')}</h3>
          {active.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('holds.none')}</p>
          ) : (
            <ul className="grid gap-2">
              {active.map((hold) => (
                <HoldRow key={hold.id} hold={hold} studentId={person.id} />
              ))}
            </ul>
          )}
          {released.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer">
                {t('holds.releasedList', { count: released.length })}
              </summary>
              <ul className="mt-2 grid gap-2">
                {released.map((hold) => (
                  <HoldRow key={hold.id} hold={hold} studentId={person.id} />
                ))}
              </ul>
            </details>
          )}
        </section>
      )}
      <HoldForm studentId={person.id} onPlaced={() => void refetch()} />
    </div>
  );
}

function HoldRow({ hold, studentId }: { hold: Hold; studentId: number }) {
  const { t } = useTranslation('registrar');
  const release = useReleaseHold(studentId);
  const malay = currentLanguage() === 'ms';
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={hold.releasedAt ? 'secondary' : 'destructive'}>
            {t(`holds.types.${hold.type}`)}
          </Badge>
          <span className="text-muted-foreground">
            {hold.blocks.map((block) => t(`holds.blockNames.${block}`)).join(', ')}
          </span>
        </span>
        <span className="break-words">{malay ? hold.reasonMs : hold.reasonEn}</span>
        <span className="text-xs break-words text-muted-foreground">
          {[
            t('holds.placedOn', { date: formatDate(hold.placedAt) }),
            hold.releasedAt && t('holds.releasedOn', { date: formatDate(hold.releasedAt) }),
            hold.reference && t('holds.reference', { reference: hold.reference }),
            hold.contact,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {!hold.releasedAt && (
        <Button
          variant="outline"
          size="sm"
          disabled={release.isPending}
          onClick={() => release.mutate(hold.id)}
          aria-label={t('holds.releaseOf', { type: t(`holds.types.${hold.type}`) })}
        >
          {release.isPending && <Spinner className="size-4" />}
          {t('holds.release')}
        </Button>
      )}
    </li>
  );
}
