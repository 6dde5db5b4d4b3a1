import { LANGUAGES, type AdminAnnouncement, type Language } from '@daftar/contract';
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
import { fieldErrors } from '@/lib/http-client';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../api/announcements';
import { fromCampusInput, toCampusInput } from './campus-time-input';

const SCHEDULE_FIELDS = ['publishFrom', 'publishUntil'] as const;

/** The server's name of a field it refused: `title.ms`. */
const fieldOf = (part: 'title' | 'body', language: Language) => [part, language].join('.');

interface AnnouncementFormDialogProps {
  /** The announcement to edit; none for a new one. */
  announcement?: AdminAnnouncement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** An announcement in both languages and when it shows; the server's messages under each field. */
export function AnnouncementFormDialog({
  announcement,
  open,
  onOpenChange,
}: AnnouncementFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {open && (
          <AnnouncementForm announcement={announcement} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AnnouncementForm({
  announcement,
  onDone,
}: {
  announcement?: AdminAnnouncement;
  onDone: () => void;
}) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [values, setValues] = useState({
    title: announcement?.title ?? { en: '', ms: '' },
    body: announcement?.body ?? { en: '', ms: '' },
    // A new one shows at once unless the registrar sets a later time.
    publishFrom: toCampusInput(announcement?.publishFrom ?? new Date().toISOString()),
    publishUntil: announcement?.publishUntil ? toCampusInput(announcement.publishUntil) : '',
  });
  const create = useCreateAnnouncement(
    t('announcements.toast.created'),
    t('announcements.toast.failed'),
  );
  const update = useUpdateAnnouncement(
    t('announcements.toast.saved'),
    t('announcements.toast.failed'),
  );
  const setText = (part: 'title' | 'body', language: Language, text: string) =>
    setValues({ ...values, [part]: { ...values[part], [language]: text } });
  const saving = create.isPending || update.isPending;
  const fields = fieldErrors(create.error ?? update.error);

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        const body = {
          title: values.title,
          body: values.body,
          publishFrom: values.publishFrom ? fromCampusInput(values.publishFrom) : '',
          publishUntil: values.publishUntil ? fromCampusInput(values.publishUntil) : null,
        };
        if (announcement) update.mutate({ id: announcement.id, body }, { onSuccess: onDone });
        else create.mutate(body, { onSuccess: onDone });
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {announcement ? t('announcements.form.titleEdit') : t('announcements.form.titleNew')}
        </DialogTitle>
        <DialogDescription>{t('announcements.form.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        {LANGUAGES.map((language) => (
          <fieldset key={language} lang={language} className="grid content-start gap-3">
            <legend className="mb-2 text-sm font-semibold">
              {t(`announcements.form.${language}`)}
            </legend>
            <FormField
              id={`${id}-title-${language}`}
              label={t('announcements.form.title')}
              error={fields[fieldOf('title', language)]}
            >
              <Input
                value={values.title[language]}
                onChange={(event) => setText('title', language, event.target.value)}
              />
            </FormField>
            <FormField
              id={`${id}-body-${language}`}
              label={t('announcements.form.body')}
              error={fields[fieldOf('body', language)]}
            >
              <Textarea
                rows={5}
                value={values.body[language]}
                onChange={(event) => setText('body', language, event.target.value)}
              />
            </FormField>
          </fieldset>
        ))}
        {SCHEDULE_FIELDS.map((key) => (
          <FormField
            key={key}
            id={`${id}-${key}`}
            label={t(`announcements.form.${key}`)}
            error={fields[key]}
          >
            <Input
              type="datetime-local"
              value={values[key]}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            />
          </FormField>
        ))}
      </div>
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          {t('announcements.form.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving && <Spinner className="size-4" />}
          {saving ? t('announcements.form.saving') : t('announcements.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
