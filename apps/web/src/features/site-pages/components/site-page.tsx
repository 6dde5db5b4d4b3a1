import { textIn, type SitePageSlug } from '@daftar/contract';
import { PencilIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { currentLanguage } from '@/lib/i18n';
import { useSitePage } from '../api/site-page';
import { PageText } from './page-text';
import { PageEditorDialog } from './page-editor-dialog';

interface SitePageProps {
  slug: SitePageSlug;
  /** The registrar sees an Edit button. */
  canEdit: boolean;
  /** Drawn above the page's own text (the help page's registration guide). */
  lead?: ReactNode;
}

/** One of the footer's public pages, in the reader's language (issue 42). */
export function SitePageView({ slug, canEdit, lead }: SitePageProps) {
  const { t } = useTranslation('pages');
  const { data: page, isPending, isError, refetch } = useSitePage(slug);
  const [editing, setEditing] = useState(false);
  return (
    <article className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`titles.${slug}`)}</h1>
          <p className="text-muted-foreground">{t(`descriptions.${slug}`)}</p>
        </div>
        {canEdit && page && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon className="size-4" aria-hidden />
            {t('edit.open')}
          </Button>
        )}
      </div>
      {lead}
      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-primary" />
        </div>
      ) : isError ? (
        <ErrorState
          title={t('error')}
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <>
          <PageText markup={textIn(page.body, currentLanguage())} />
          {page.updatedAt && (
            <p className="text-sm text-muted-foreground">
              {t('updated', { date: formatDate(page.updatedAt) })}
            </p>
          )}
          {canEdit && <PageEditorDialog page={page} open={editing} onOpenChange={setEditing} />}
        </>
      )}
    </article>
  );
}
