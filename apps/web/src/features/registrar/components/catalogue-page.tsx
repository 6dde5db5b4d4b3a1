import type { AdminCatalogueSection, AdminSubject } from '@daftar/contract';
import { LockIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
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
import { useAdminSubjects, useDeleteSubject } from '../api/admin-subjects';
import { CapacityDialog } from './capacity-dialog';
import { FacultiesPanel } from './faculties-panel';
import { SectionFormDialog } from './section-form-dialog';
import { SubjectFormDialog } from './subject-form-dialog';

/** At most this many subjects are drawn; a search narrows a large catalogue. */
const SHOWN_SUBJECTS = 50;

/**
 * The registrar's catalogue: every subject with the current semester's sections under it, their
 * live seats, capacity and closing, and each subject and section created and edited in place.
 */
export function CataloguePage() {
  const { t } = useTranslation('registrar');
  const subjects = useAdminSubjects();
  const sections = useAdminSections();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const query = useDeferredValue(search.trim().toLowerCase());
  const sectionsOf = useMemo(() => {
    const groups = new Map<number, AdminCatalogueSection[]>();
    for (const section of sections.data ?? []) {
      groups.set(section.subjectId, [...(groups.get(section.subjectId) ?? []), section]);
    }
    return groups;
  }, [sections.data]);
  const matches =
    subjects.data?.filter(
      (s) => s.code.toLowerCase().includes(query) || s.name.toLowerCase().includes(query),
    ) ?? [];
  const error = subjects.error ?? sections.error;
  const ready = subjects.data && sections.data;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('catalogue.title')}
        description={t('catalogue.description')}
        action={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="size-4" aria-hidden />
            {t('subjects.new')}
          </Button>
        }
      />
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
          {!ready && !error && <Spinner className="size-6 text-primary" />}
          {error && (
            <QueryError
              title={t('catalogue.error')}
              error={error}
              onRetry={() => void Promise.all([subjects.refetch(), sections.refetch()])}
            />
          )}
          {ready && (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('catalogue.showing', { count: matches.length })} ·{' '}
                {t('catalogue.showingSections', {
                  count: matches.reduce((n, s) => n + (sectionsOf.get(s.id)?.length ?? 0), 0),
                })}
              </p>
              {matches.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">
                  {subjects.data.length === 0 ? t('catalogue.none') : t('catalogue.empty')}
                </p>
              ) : (
                <ul aria-label={t('catalogue.tableLabel')} className="grid gap-3">
                  {matches.slice(0, SHOWN_SUBJECTS).map((subject) => (
                    <SubjectBlock
                      key={subject.id}
                      subject={subject}
                      sections={sectionsOf.get(subject.id) ?? []}
                    />
                  ))}
                </ul>
              )}
              {matches.length > SHOWN_SUBJECTS && (
                <p className="text-sm text-muted-foreground">
                  {t('catalogue.narrow', { shown: SHOWN_SUBJECTS })}
                </p>
              )}
            </>
          )}
        </CardContent>
      </Card>
      <SubjectFormDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

/** One subject: its fields and actions, and its sections of the current semester under it. */
function SubjectBlock({
  subject,
  sections,
}: {
  subject: AdminSubject;
  sections: AdminCatalogueSection[];
}) {
  const { t } = useTranslation('registrar');
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteSubject(t('subjects.toast.deleted'), t('subjects.toast.deleteFailed'));
  const names = { code: subject.code };
  const nextNumber = Math.max(0, ...sections.map((s) => s.number)) + 1;

  return (
    <li data-subject={subject.code} className="grid gap-3 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="text-base font-semibold break-words">
            <span className="font-mono">{subject.code}</span> {subject.name}
          </h2>
          <p className="text-xs text-muted-foreground">
            {t('subjects.facts', {
              credits: subject.credits,
              year: subject.year,
              faculty: subject.faculty.code,
            })}
            {subject.prerequisites.length > 0 &&
              ` · ${t('subjects.requires', { codes: subject.prerequisites.join(', ') })}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('subjects.editOf', names)}
            onClick={() => setEditing(true)}
          >
            <PencilIcon className="size-4" aria-hidden />
            {t('subjects.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('sections.addTo', names)}
            onClick={() => setAdding(true)}
          >
            <PlusIcon className="size-4" aria-hidden />
            {t('sections.add')}
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('subjects.deleteOf', names)}
                disabled={remove.isPending}
              >
                {t('catalogue.delete')}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('subjects.deleteTitle', names)}</AlertDialogTitle>
                <AlertDialogDescription>{t('subjects.deleteDescription')}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t('closing.cancel')}</AlertDialogCancel>
                <AlertDialogAction
                  className={buttonVariants({ variant: 'destructive' })}
                  onClick={() => remove.mutate(subject.id)}
                >
                  {t('subjects.deleteConfirm')}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>
      {sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('sections.none')}</p>
      ) : (
        <ul aria-label={t('sections.listOf', names)} className="grid gap-2">
          {sections.map((section) => (
            <SectionRow key={section.id} section={section} />
          ))}
        </ul>
      )}
      <SubjectFormDialog subject={subject} open={editing} onOpenChange={setEditing} />
      <SectionFormDialog
        target={{ kind: 'new', subject, nextNumber }}
        open={adding}
        onOpenChange={setAdding}
      />
    </li>
  );
}

/** One section: a card on a phone, a row of columns on a wide screen. */
function SectionRow({ section }: { section: AdminCatalogueSection }) {
  const { t } = useTranslation('registrar');
  const [changingCapacity, setChangingCapacity] = useState(false);
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
      className="grid gap-3 rounded-md bg-muted/40 p-3 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] md:items-center"
    >
      <div className="grid min-w-0 gap-0.5">
        <span className="text-sm font-medium">
          {t('catalogue.sectionNumber', { number: section.number })}
        </span>
        <span className="text-xs break-words text-muted-foreground">{section.lecturer}</span>
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
          aria-label={t('sections.editOf', names)}
          onClick={() => setEditing(true)}
        >
          {t('sections.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('catalogue.changeCapacityOf', names)}
          onClick={() => setChangingCapacity(true)}
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
      <CapacityDialog
        section={section}
        open={changingCapacity}
        onOpenChange={setChangingCapacity}
      />
      <SectionFormDialog
        target={{ kind: 'edit', section }}
        open={editing}
        onOpenChange={setEditing}
      />
    </li>
  );
}
