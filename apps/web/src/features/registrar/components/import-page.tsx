import { CATALOGUE_COLUMNS, type CatalogueImportReport } from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { CheckAndImportButtons, CsvFileField } from '@/components/csv-file-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/http-client';
import { adminSectionsQueryOptions } from '../api/admin-sections';
import { exportCatalogue, importCatalogue } from '../api/catalogue-import';
import { useAdminPeriods } from '../api/periods';
import { setupKey } from '../api/setup';
import { FirstStepNotice } from './first-step-notice';
import { ImportReport } from './import-problems';
import { GradeScaleCard } from './grade-scale-card';
import { PeopleImportForm } from './people-import-form';
import { StandingsCard } from './standings-card';

/**
 * The registrar's imports, a tab each: the catalogue (pick a semester and a CSV file, check it
 * with a dry run whose report lists every problem by row and column, then import it; nothing
 * changes before that), and the student roll, staff list (issue 43) and results (issue 44) from
 * the records system.
 */
export function ImportPage() {
  const { t } = useTranslation('registrar');
  const { data: periods, isPending, error, refetch } = useAdminPeriods();
  const [chosenPeriod, setChosenPeriod] = useState<number | null>(null);
  const periodId = chosenPeriod ?? periods?.find((p) => p.isCurrent)?.id ?? periods?.[0]?.id;

  return (
    <Tabs defaultValue={CATALOGUE} className="grid gap-6">
      <TabsList
        className="w-full sm:w-auto sm:justify-self-start"
        aria-label={t('peopleImport.tabs')}
      >
        <TabsTrigger value={CATALOGUE}>{t('peopleImport.catalogueTab')}</TabsTrigger>
        {PEOPLE_LISTS.map((list) => (
          <TabsTrigger key={list} value={list}>
            {t(`peopleImport.${list}.tab`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={CATALOGUE} className="grid gap-6">
        <PageHeader title={t('import.title')} description={t('import.description')} />
        <FirstStepNotice needs={['semester', 'faculties']} />
        {/* With no semester there is nothing to import into: the notice above says what to do. */}
        {periods?.length !== 0 && (
          <Card className="py-4">
            <CardContent className="grid gap-5 px-4 sm:px-5">
              {isPending && <Spinner className="size-6 text-primary" />}
              {error && (
                <QueryError
                  title={t('import.failed')}
                  error={error}
                  onRetry={() => void refetch()}
                />
              )}
              {periods && periodId !== undefined && (
                <ImportForm
                  key={periodId}
                  periodId={periodId}
                  periodPicker={
                    <Select
                      value={String(periodId)}
                      onValueChange={(value) => setChosenPeriod(Number(value))}
                    >
                      <SelectTrigger aria-label={t('import.period')} className="w-full sm:w-80">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {periods.map((period) => (
                          <SelectItem key={period.id} value={String(period.id)}>
                            {t('import.periodOption', period)}
                            {period.isCurrent && ` ${t('import.current')}`}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  }
                />
              )}
            </CardContent>
          </Card>
        )}
      </TabsContent>
      {PEOPLE_LISTS.map((list) => (
        <TabsContent key={list} value={list} className="grid gap-6">
          <PageHeader
            title={t(`peopleImport.${list}.title`)}
            description={t(`peopleImport.${list}.description`)}
          />
          <Card className="py-4">
            <CardContent className="px-4 sm:px-5">
              <PeopleImportForm list={list} />
            </CardContent>
          </Card>
          {list === 'results' && <GradeScaleCard />}
          {list === 'results' && <StandingsCard />}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const CATALOGUE = 'catalogue';
const PEOPLE_LISTS = ['roll', 'staff', 'results'] as const;

function ImportForm({ periodId, periodPicker }: { periodId: number; periodPicker: ReactNode }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [report, setReport] = useState<CatalogueImportReport | null>(null);

  const check = useMutation({
    mutationFn: (chosen: File) => importCatalogue(periodId, chosen, true),
    onSuccess: setReport,
    onError: (failure) =>
      toast({
        variant: 'destructive',
        title: t('import.failed'),
        description: serverMessage(failure),
      }),
  });
  const run = useMutation({
    mutationFn: (chosen: File) => importCatalogue(periodId, chosen, false),
    onSuccess: (result) => {
      if (!result.ok) {
        // The catalogue changed between the check and the import: the new report says how.
        setReport(result);
        return;
      }
      setReport(null);
      void queryClient.invalidateQueries({ queryKey: adminSectionsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: setupKey });
      toast({ title: t('import.imported'), description: t('import.summary', result.summary) });
    },
    onError: (failure) =>
      toast({
        variant: 'destructive',
        title: t('import.failed'),
        description: serverMessage(failure),
      }),
  });
  const download = useMutation({
    mutationFn: () => exportCatalogue(periodId),
    onSuccess: (csv) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      link.download = `catalogue-${periodId}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
    onError: (failure) =>
      toast({
        variant: 'destructive',
        title: t('import.downloadFailed'),
        description: serverMessage(failure),
      }),
  });
  const busy = check.isPending || run.isPending;

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        setMissingFile(!file);
        if (file && !busy) check.mutate(file);
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-2">
          <span className="text-sm font-medium">{t('import.period')}</span>
          {periodPicker}
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          <DownloadIcon className="size-4" aria-hidden />
          {t('import.download')}
        </Button>
      </div>
      <CsvFileField
        id={`${id}-file`}
        label={t('import.file')}
        missing={missingFile ? t('import.chooseFile') : undefined}
        hint={t('import.fileHint', { columns: CATALOGUE_COLUMNS.join(', ') })}
        onFile={(chosen) => {
          setFile(chosen);
          setMissingFile(false);
          setReport(null);
        }}
      />
      <CheckAndImportButtons
        checking={check.isPending}
        importing={run.isPending}
        ready={Boolean(report?.ok && file)}
        onImport={() => file && run.mutate(file)}
        labels={{
          check: t('import.check'),
          checking: t('import.checking'),
          import: t('import.import'),
          importing: t('import.importing'),
        }}
      />
      {report && <ImportReport report={report} summary={t('import.summary', report.summary)} />}
    </form>
  );
}
