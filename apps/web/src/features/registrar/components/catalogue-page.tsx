import type { AdminCatalogueSection } from '@daftar/contract';
import { LockIcon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { scheduleText } from '@/lib/schedule-text';
import { useAdminSections, useDeleteSection, useUpdateSection } from '../api/admin-sections';
import { CapacityDialog } from './capacity-dialog';
import { FacultiesPanel } from './faculties-panel';

/** At most this many rows are drawn; a search narrows a large catalogue. */
const SHOWN_ROWS = 100;

/** The registrar's sections of the current semester, with live seats, capacity and closing. */
export function CataloguePage() {
  const { t } = useTranslation('registrar');
  const { data: sections, isPending, error, refetch } = useAdminSections();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const matches =
    sections?.filter(
      (s) =>
        s.subject.code.toLowerCase().includes(query) ||
        s.subject.name.toLowerCase().includes(query),
    ) ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader title={t('catalogue.title')} description={t('catalogue.description')} />
      <FacultiesPanel />
      <Card className="py-4">
        <CardContent className="grid gap-4 px-4 sm:px-5">
          <SearchInput
            className="max-w-md"
            aria-label={t('catalogue.searchLabel')}
            placeholder={t('catalogue.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {isPending && <Spinner className="size-6 text-primary" />}
          {error && (
            <QueryError title={t('catalogue.error')} error={error} onRetry={() => void refetch()} />
          )}
          {sections && (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('catalogue.showing', { count: matches.length })}
              </p>
              {matches.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">
                  {sections.length === 0 ? t('catalogue.none') : t('catalogue.empty')}
                </p>
              ) : (
                <ul aria-label={t('catalogue.tableLabel')} className="grid gap-2">
                  {matches.slice(0, SHOWN_ROWS).map((section) => (
                    <SectionRow key={section.id} section={section} />
                  ))}
                </ul>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** One section: a card on a phone, a row of columns on a wide screen. */
function SectionRow({ section }: { section: AdminCatalogueSection }) {
  const { t } = useTranslation('registrar');
  const [editing, setEditing] = useState(false);
  const names = { code: section.subject.code, number: section.number };
  const toggle = useUpdateSection({
    successTitle: (saved) => (saved.closed ? t('closing.closed') : t('closing.reopened')),
    failureTitle: t('closing.failed'),
  });
  const full = section.registered >= section.capacity;
  const remove = useDeleteSection(t('catalogue.deleted'), t('catalogue.deleteFailed'));

  return (
    <li
      data-section={`${section.subject.code}-${section.number}`}
      className="grid gap-3 rounded-lg border p-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] md:items-center"
    >
      <div className="grid min-w-0 gap-0.5">
        <span className="font-mono text-sm font-semibold">{section.subject.code}</span>
        <span className="text-sm break-words">{section.subject.name}</span>
        <span className="text-xs text-muted-foreground">
          {t('catalogue.sectionNumber', { number: section.number })} · {section.lecturer}
        </span>
      </div>
      <p className="min-w-0 text-xs break-words text-muted-foreground">
        <span className="sr-only">{t('catalogue.schedule')}: </span>
        {scheduleText(section.meetings)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium tabular-nums">
          <span className="sr-only">{t('catalogue.seats')}: </span>
          {t('catalogue.seatsTaken', section)}
        </span>
        {section.closed ? (
          <Badge variant="secondary">
            <LockIcon className="size-3" aria-hidden />
            {t('catalogue.closed')}
          </Badge>
        ) : (
          full && <Badge variant="destructive">{t('catalogue.full')}</Badge>
        )}
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('catalogue.changeCapacityOf', names)}
          onClick={() => setEditing(true)}
        >
          {t('catalogue.changeCapacity')}
        </Button>
        {section.closed ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('catalogue.reopenOf', names)}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ id: section.id, body: { closed: false } })}
          >
            {t('catalogue.reopen')}
          </Button>
        ) : (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" aria-label={t('catalogue.closeOf', names)}>
                {t('catalogue.close')}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('closing.title', names)}</AlertDialogTitle>
                <AlertDialogDescription>
                  {t('closing.description', { registered: section.registered })}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t('closing.cancel')}</AlertDialogCancel>
                <AlertDialogAction
                  onClick={() => toggle.mutate({ id: section.id, body: { closed: true } })}
                >
                  {t('closing.confirm')}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('catalogue.deleteOf', names)}
              disabled={remove.isPending}
            >
              {t('catalogue.delete')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('catalogue.deleteTitle', names)}</AlertDialogTitle>
              <AlertDialogDescription>{t('catalogue.deleteDescription')}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('closing.cancel')}</AlertDialogCancel>
              <AlertDialogAction
                className={buttonVariants({ variant: 'destructive' })}
                onClick={() => remove.mutate(section.id)}
              >
                {t('catalogue.deleteConfirm')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
      <CapacityDialog section={section} open={editing} onOpenChange={setEditing} />
    </li>
  );
}
