import {
  RESULT_COLUMNS,
  ROLL_COLUMNS,
  STAFF_COLUMNS,
  type PeopleImportReport,
} from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckAndImportButtons, CsvFileField } from '@/components/csv-file-field';
import { useToast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/http-client';
import { importPeople, type PeopleList } from '../api/people-import';
import { peopleKey } from '../api/people';
import { ImportReport } from './import-problems';

const COLUMNS: Record<PeopleList, readonly string[]> = {
  roll: ROLL_COLUMNS,
  staff: STAFF_COLUMNS,
  results: RESULT_COLUMNS,
};

/**
 * The student roll's or the staff list's import, as the catalogue's: check the file (a dry run
 * listing every problem by row and column), then import it. A full roll also withdraws the
 * students it leaves out, so the check says how many before anything changes.
 */
export function PeopleImportForm({ list }: { list: PeopleList }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [full, setFull] = useState(false);
  const [missingFile, setMissingFile] = useState(false);
  const [report, setReport] = useState<PeopleImportReport | null>(null);
  const failed = (failure: Error) =>
    toast({
      variant: 'destructive',
      title: t(`peopleImport.${list}.failed`),
      description: serverMessage(failure),
    });

  const check = useMutation({
    mutationFn: (chosen: File) => importPeople(list, chosen, { dryRun: true, full }),
    onSuccess: setReport,
    onError: failed,
  });
  const run = useMutation({
    mutationFn: (chosen: File) => importPeople(list, chosen, { dryRun: false, full }),
    onSuccess: (result) => {
      if (!result.ok) {
        // The people changed between the check and the import: the new report says how.
        setReport(result);
        return;
      }
      setReport(null);
      void queryClient.invalidateQueries({ queryKey: peopleKey });
      toast({
        title: t(`peopleImport.${list}.imported`),
        description: t(`peopleImport.${list}.summary`, result.summary),
      });
    },
    onError: failed,
  });
  const busy = check.isPending || run.isPending;
  const changed = () => setReport(null);

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        setMissingFile(!file);
        if (file && !busy) check.mutate(file);
      }}
    >
      <CsvFileField
        id={`${id}-file`}
        label={t('import.file')}
        missing={missingFile ? t('import.chooseFile') : undefined}
        hint={t(`peopleImport.${list}.fileHint`, { columns: COLUMNS[list].join(', ') })}
        onFile={(chosen) => {
          setFile(chosen);
          setMissingFile(false);
          changed();
        }}
      />
      {list === 'roll' && (
        <div className="flex items-start gap-2">
          <input
            id={`${id}-full`}
            type="checkbox"
            className="mt-1 size-4 accent-primary"
            checked={full}
            onChange={(event) => {
              setFull(event.target.checked);
              changed();
            }}
            aria-describedby={`${id}-full-hint`}
          />
          <div className="grid gap-0.5">
            <label htmlFor={`${id}-full`} className="text-sm font-medium">
              {t('peopleImport.roll.full')}
            </label>
            <p id={`${id}-full-hint`} className="text-sm text-muted-foreground">
              {t('peopleImport.roll.fullHint')}
            </p>
          </div>
        </div>
      )}
      <CheckAndImportButtons
        checking={check.isPending}
        importing={run.isPending}
        ready={Boolean(report?.ok && file)}
        onImport={() => file && run.mutate(file)}
        labels={{
          check: t('import.check'),
          checking: t('import.checking'),
          import: t(`peopleImport.${list}.import`),
          importing: t('import.importing'),
        }}
      />
      {report && (
        <ImportReport report={report} summary={t(`peopleImport.${list}.summary`, report.summary)} />
      )}
    </form>
  );
}
