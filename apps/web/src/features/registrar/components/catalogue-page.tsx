import type { AdminCatalogueSection } from '@daftar/contract';
import { PlusIcon } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAdminSections } from '../api/admin-sections';
import { useAdminSubjects } from '../api/admin-subjects';
import { FacultiesPanel } from './faculties-panel';
import { FirstStepNotice } from './first-step-notice';
import { SubjectBlock } from './subject-block';
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
    subjects.data?.filter((s) =>
      [s.code, s.name, s.nameMs ?? ''].some((text) => text.toLowerCase().includes(query)),
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
      <FirstStepNotice needs={['semester', 'faculties']} />
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
