import { NOTE_MAX, type RegistrationNote } from '@daftar/contract';
import { ChevronDownIcon, LockIcon, PencilIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/http-client';
import { formatDateTime } from '@/lib/format-date-time';
import { useRegistrationNotes, useSaveRegistrationNote } from '../api/registration-note';

function NoteByline({ note }: { note: RegistrationNote }) {
  const { t } = useTranslation('review');
  return (
    <p className="text-xs text-muted-foreground">
      {t('note.byline', { author: note.author.name, at: formatDateTime(note.at) })}
    </p>
  );
}

/**
 * The advisors' private note on the registration: the note now, a form to change it, and every
 * earlier version with who wrote it and when. Never shown to the student.
 */
export function RegistrationNoteCard({ registrationId }: { registrationId: number }) {
  const { t } = useTranslation('review');
  const { data, isPending, error, refetch } = useRegistrationNotes(registrationId);
  const save = useSaveRegistrationNote(registrationId);
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const current = data?.current ?? null;

  const stopEditing = () => {
    setDraft(null);
    save.reset();
    // The form that held the focus is gone: back to the button that opened it.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('note.title')}</CardTitle>
        <CardDescription className="flex items-center gap-1.5">
          <LockIcon className="size-3.5 shrink-0" aria-hidden />
          {t('note.private')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending && <Spinner className="size-6 text-primary" />}
        {error && (
          <QueryError title={t('note.error')} error={error} onRetry={() => void refetch()} />
        )}
        {data && draft === null && (
          <>
            {current?.text ? (
              <div className="grid gap-1">
                <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
                  {current.text}
                </p>
                <NoteByline note={current} />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{t('note.empty')}</p>
            )}
            <Button
              ref={editButton}
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => setDraft(current?.text ?? '')}
            >
              <PencilIcon aria-hidden />
              {current?.text ? t('note.edit') : t('note.add')}
            </Button>
          </>
        )}
        {draft !== null && (
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(draft.trim(), { onSuccess: stopEditing });
            }}
          >
            <Label htmlFor={id}>{t('note.label')}</Label>
            <Textarea
              id={id}
              autoFocus
              value={draft}
              maxLength={NOTE_MAX}
              readOnly={save.isPending}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setDraft(event.target.value)}
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {t('note.hint', { count: draft.length, max: NOTE_MAX })}
            </p>
            {save.error && (
              <p role="alert" className="text-sm text-destructive">
                {serverMessage(save.error) ?? t('note.saveFailed')}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={save.isPending}>
                {save.isPending && <Spinner />}
                {t('note.save')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={save.isPending}
                onClick={stopEditing}
              >
                {t('note.cancel')}
              </Button>
            </div>
          </form>
        )}
        {data && data.history.length > 0 && (
          <details className="group">
            <summary className="flex cursor-pointer items-center gap-1.5 rounded-md text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              <ChevronDownIcon
                className="size-4 transition-transform group-open:rotate-180"
                aria-hidden
              />
              {t('note.history', { count: data.history.length })}
            </summary>
            <ol className="mt-2 grid gap-2">
              {data.history.map((version, index) => (
                <li key={`${version.at}-${index}`} className="grid gap-1 rounded-md border p-2.5">
                  {version.text ? (
                    <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
                      {version.text}
                    </p>
                  ) : (
                    <p className="text-sm text-muted-foreground italic">{t('note.cleared')}</p>
                  )}
                  <NoteByline note={version} />
                </li>
              ))}
            </ol>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
