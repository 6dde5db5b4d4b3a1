import { REASON_MAX, REASON_TEMPLATE_TITLE_MAX, type ReasonTemplate } from '@daftar/contract';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/http-client';
import { localText } from '@/lib/i18n';
import { useSaveReasonTemplate } from '../api/reason-templates';

interface Draft {
  id: number | null;
  title: string;
  titleMs: string;
  text: string;
  textMs: string;
}
const EMPTY: Draft = { id: null, title: '', titleMs: '', text: '', textMs: '' };

/**
 * Add, change and delete the reviewer's saved rejection reasons, from the reject dialog: each in
 * English and, when written, in Malay (issue 42).
 */
export function ManageTemplatesDialog({ templates }: { templates: ReasonTemplate[] }) {
  const { t } = useTranslation('review');
  const save = useSaveReasonTemplate();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const id = useId();
  const ready = draft.title.trim() !== '' && draft.text.trim() !== '';

  const submit = () => {
    // An empty Malay text is none: Malay readers then get the English one.
    const body = {
      title: draft.title.trim(),
      titleMs: draft.titleMs.trim(),
      text: draft.text.trim(),
      textMs: draft.textMs.trim(),
    };
    save.mutate(
      draft.id === null ? { kind: 'create', body } : { kind: 'update', id: draft.id, body },
      { onSuccess: () => setDraft(EMPTY) },
    );
  };

  return (
    <Dialog
      onOpenChange={() => {
        setDraft(EMPTY);
        save.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="link" size="sm" className="h-auto px-0">
          {t('templates.manage')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('templates.manageTitle')}</DialogTitle>
          <DialogDescription>{t('templates.manageDescription')}</DialogDescription>
        </DialogHeader>
        {templates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('templates.none')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('templates.listLabel')}>
            {templates.map((template) => (
              <li key={template.id} className="grid gap-1 rounded-md border p-2.5">
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-medium break-words">
                    {localText(template.title, template.titleMs)}
                  </span>
                  <span className="flex shrink-0 gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('templates.editOf', { title: template.title })}
                      disabled={save.isPending}
                      onClick={() =>
                        setDraft({
                          id: template.id,
                          title: template.title,
                          titleMs: template.titleMs ?? '',
                          text: template.text,
                          textMs: template.textMs ?? '',
                        })
                      }
                    >
                      <PencilIcon aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={t('templates.deleteOf', { title: template.title })}
                      disabled={save.isPending}
                      onClick={() => save.mutate({ kind: 'delete', id: template.id })}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </span>
                </div>
                <p
                  dir="auto"
                  className="text-sm break-words whitespace-pre-wrap text-muted-foreground"
                >
                  {localText(template.text, template.textMs)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <form
          className="grid gap-2 border-t pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !save.isPending) submit();
          }}
        >
          <h3 className="font-semibold">
            {draft.id === null ? t('templates.addTitle') : t('templates.editTitle')}
          </h3>
          <Label htmlFor={`${id}-title`}>{t('templates.titleLabel')}</Label>
          <Input
            id={`${id}-title`}
            value={draft.title}
            maxLength={REASON_TEMPLATE_TITLE_MAX}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <Label htmlFor={`${id}-titleMs`}>{t('templates.titleMsLabel')}</Label>
          <Input
            id={`${id}-titleMs`}
            lang="ms"
            value={draft.titleMs}
            maxLength={REASON_TEMPLATE_TITLE_MAX}
            onChange={(event) => setDraft({ ...draft, titleMs: event.target.value })}
          />
          <Label htmlFor={`${id}-text`}>{t('templates.textLabel')}</Label>
          <Textarea
            id={`${id}-text`}
            value={draft.text}
            maxLength={REASON_MAX}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          />
          <Label htmlFor={`${id}-textMs`}>{t('templates.textMsLabel')}</Label>
          <Textarea
            id={`${id}-textMs`}
            lang="ms"
            value={draft.textMs}
            maxLength={REASON_MAX}
            onChange={(event) => setDraft({ ...draft, textMs: event.target.value })}
          />
          {save.error && (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(save.error) ?? t('templates.saveFailed')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={!ready || save.isPending}>
              {save.isPending && <Spinner />}
              {draft.id === null ? t('templates.add') : t('templates.save')}
            </Button>
            {draft.id !== null && (
              <Button type="button" size="sm" variant="outline" onClick={() => setDraft(EMPTY)}>
                {t('templates.cancelEdit')}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
