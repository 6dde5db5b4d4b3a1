import { textIn, type BehindStudent } from '@daftar/contract';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeftIcon, DownloadIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/http-client';
import { currentLanguage } from '@/lib/i18n';
import { downloadBehindCsv, useStudentsBehind } from '../api/behind';
import { PageLink } from './page-link';

/**
 * The registrar's students behind their programme structure (issue 45): credits toward it below
 * what the recommended plan expects before their term, or a failed core subject not retaken; by
 * faculty and programme, counted, listed a page at a time, and downloaded as CSV.
 */
export function BehindPage() {
  const { t } = useTranslation('structures');
  const id = useId();
  const { toast } = useToast();
  // In the address, so a filtered list can be linked to and survives a reload.
  const [search, setSearch] = useSearchParams();
  const filters = {
    faculty: search.get('faculty') || undefined,
    programme: search.get('programme') || undefined,
  };
  const page = Math.max(1, Number(search.get('page')) || 1);
  const setFilters = (next: Record<string, string | undefined>) =>
    setSearch(
      Object.fromEntries(Object.entries(next).filter((e) => e[1])) as Record<string, string>,
      {
        replace: true,
      },
    );
  const { data, error, isPending, isFetching, refetch } = useStudentsBehind(filters, page);
  const download = useMutation({
    mutationFn: () => downloadBehindCsv(filters),
    onError: (failure) =>
      toast({
        variant: 'destructive',
        title: t('behind.downloadFailed'),
        description: serverMessage(failure),
      }),
  });
  const language = currentLanguage();
  const programmes = (data?.programmes ?? []).filter(
    (p) => !filters.faculty || p.facultyCode === filters.faculty,
  );
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('behind.title')}
        description={t('behind.description')}
        action={
          <PageLink to={paths.adminStructures}>
            <ArrowLeftIcon className="size-4" aria-hidden />
            {t('behind.back')}
          </PageLink>
        }
      />
      <Card className="py-4">
        <CardContent className="grid gap-4 px-4 sm:px-5">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-faculty`}>{t('behind.faculty')}</Label>
              <NativeSelect
                id={`${id}-faculty`}
                value={filters.faculty ?? ''}
                onChange={(event) => setFilters({ faculty: event.target.value })}
              >
                <option value="">{t('behind.allFaculties')}</option>
                {data?.faculties.map((f) => (
                  <option key={f.code} value={f.code}>
                    {f.code} · {textIn(f.name, language)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-programme`}>{t('programme')}</Label>
              <NativeSelect
                id={`${id}-programme`}
                value={filters.programme ?? ''}
                onChange={(event) =>
                  setFilters({ faculty: filters.faculty, programme: event.target.value })
                }
              >
                <option value="">{t('behind.allProgrammes')}</option>
                {programmes.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.code} · {textIn(p.name, language)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={download.isPending || !data || data.total === 0}
              onClick={() => download.mutate()}
            >
              {download.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <DownloadIcon className="size-4" aria-hidden />
              )}
              {t('behind.download')}
            </Button>
          </div>
          {isPending && <Spinner className="size-6 text-primary" />}
          {error && (
            <QueryError title={t('behind.error')} error={error} onRetry={() => void refetch()} />
          )}
          {data && (
            <>
              <p
                className="flex items-center gap-2 text-sm text-muted-foreground"
                aria-live="polite"
              >
                {t('behind.count', { count: data.total, checked: data.checked })}
                {isFetching && <Spinner className="size-4" />}
              </p>
              {data.items.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">
                  {t('behind.empty')}
                </p>
              ) : (
                <ul className="grid gap-2" aria-label={t('behind.listLabel')}>
                  {data.items.map((student) => (
                    <BehindRow key={student.id} student={student} />
                  ))}
                </ul>
              )}
              <Pager
                page={data.page}
                pageCount={pageCount}
                onPageChange={(next) => setFilters({ ...filters, page: String(next) })}
                labels={{
                  label: t('behind.pager.label'),
                  prev: t('behind.pager.prev'),
                  next: t('behind.pager.next'),
                  page: (n) => t('behind.pager.page', { page: n }),
                }}
              />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function BehindRow({ student }: { student: BehindStudent }) {
  const { t } = useTranslation('structures');
  const language = currentLanguage();
  return (
    <li className="grid gap-1 rounded-md border p-3 text-sm sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:gap-3">
      <div className="grid min-w-0 content-start gap-0.5">
        <span className="font-medium break-words">{student.name}</span>
        <span className="font-mono text-xs text-muted-foreground">{student.studentId ?? '—'}</span>
      </div>
      <div className="grid min-w-0 content-start gap-0.5">
        <span className="break-words">
          {student.programme.code} · {textIn(student.programme.name, language)}
        </span>
        <span className="text-muted-foreground">
          {t('behind.where', {
            intake: student.intake,
            year: student.term.year,
            semester: student.term.semester,
          })}
        </span>
      </div>
      <div className="grid min-w-0 content-start gap-0.5">
        <span className={student.credits.short > 0 ? 'font-medium text-destructive' : undefined}>
          {t('behind.credits', { done: student.credits.done, planned: student.credits.planned })}
          {student.credits.short > 0 && (
            <> · {t('behind.short', { count: student.credits.short })}</>
          )}
        </span>
        {student.failedCore.length > 0 && (
          <span className="break-words text-destructive">
            {t('behind.failedCore', {
              subjects: student.failedCore.map((s) => `${s.code} (${s.grade})`).join(', '),
            })}
          </span>
        )}
      </div>
    </li>
  );
}
