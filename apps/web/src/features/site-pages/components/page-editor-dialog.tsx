import { LANGUAGES, type Language, type SitePage } from '@daftar/contract';
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
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrors } from '@/lib/http-client';
import { useWriteSitePage } from '../api/site-page';

/** The server's name of a refused field: `body.ms`. */
const bodyField = (language: Language) => ['body', language].join('.');

interface PageEditorDialogProps {
  page: SitePage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The registrar rewrites a public page in both languages. */
export function PageEditorDialog({ page, open, onOpenChange }: PageEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        {open && <PageEditor page={page} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PageEditor({ page, onDone }: { page: SitePage; onDone: () => void }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const [body, setBody] = useState(page.body);
  const write = useWriteSitePage(page.slug, t('edit.saved'), t('edit.failed'));
  const fields = fieldErrors(write.error);
  const saving = write.isPending;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) write.mutate({ body }, { onSuccess: onDone });
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('edit.title', { page: t(`titles.${page.slug}`) })}</DialogTitle>
        <DialogDescription>{t('edit.description')}</DialogDescription>
      </DialogHeader>
      {LANGUAGES.map((language) => (
        <FormField
          key={language}
          id={`${id}-${language}`}
          label={t(language === 'en' ? 'edit.english' : 'edit.malay')}
          error={fields[bodyField(language)]}
        >
          <Textarea
            lang={language}
            rows={10}
            className="font-mono text-sm"
            value={body[language]}
            onChange={(event) => setBody({ ...body, [language]: event.target.value })}
          />
        </FormField>
      ))}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving && <Spinner className="size-4" />}
          {saving ? t('edit.saving') : t('edit.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
