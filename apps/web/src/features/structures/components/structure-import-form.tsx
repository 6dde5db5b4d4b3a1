import { STRUCTURE_COLUMNS, type StructureImportReport } from '@daftar/contract';
import { CircleCheckIcon, FileWarningIcon } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckAndImportButtons, CsvFileField } from '@/components/csv-file-field';
import { Card, CardContent } from '@/components/ui/card';
import { useToast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/http-client';
import { importStructures, useStructuresRefresh } from '../api/structures';

/**
 * A structures file: checked first (a dry run listing every problem by row and column), then
 * imported; each intake it names is replaced whole.
 */
export function StructureImportForm() {
  const { t } = useTranslation('structures');
  const id = useId();
  const { toast } = useToast();
  const refresh = useStructuresRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [report, setReport] = useState<StructureImportReport | null>(null);
  const failed = (error: Error) =>
    toast({ variant: 'destructive', title: t('import.failed'), description: serverMessage(error) });
  const check = useMutation({
    mutationFn: (chosen: File) => importStructures(chosen, true),
    onSuccess: setReport,
    onError: failed,
  });
  const run = useMutation({
    mutationFn: (chosen: File) => importStructures(chosen, false),
    onSuccess: (result) => {
      // The stored structures changed between the check and the import: the new report says how.
      if (!result.ok) return setReport(result);
      setReport(null);
      refresh();
      toast({ title: t('import.imported'), description: t('import.summary', result.summary) });
    },
    onError: failed,
  });
  const busy = check.isPending || run.isPending;

  return (
    <Card className="py-4">
      <CardContent className="px-4 sm:px-5">
        <form
          className="grid gap-4"
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => {
            event.preventDefault();
            setMissingFile(!file);
            if (file && !busy) check.mutate(file);
          }}
        >
          <h2 id={`${id}-title`} className="font-semibold">
            {t('import.title')}
          </h2>
          <CsvFileField
            id={`${id}-file`}
            label={t('import.file')}
            missing={missingFile ? t('import.chooseFile') : undefined}
            hint={t('import.hint', { columns: STRUCTURE_COLUMNS.join(', ') })}
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
              import: t('import.run'),
              importing: t('import.running'),
            }}
          />
          {report && <ImportOutcome report={report} />}
        </form>
      </CardContent>
    </Card>
  );
}

function ImportOutcome({ report }: { report: StructureImportReport }) {
  const { t } = useTranslation('structures');
  return (
    <section aria-live="polite" className="grid gap-2 text-sm">
      <p className="flex items-start gap-2 font-medium">
        {report.ok ? (
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        ) : (
          <FileWarningIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        )}
        {report.ok
          ? t('import.ready', report.summary)
          : t('import.problems', { count: report.errorCount })}
      </p>
      {report.errors.length > 0 && (
        <ul className="grid gap-1 rounded-md border p-3">
          {report.errors.map((error, index) => (
            <li key={index}>
              <span className="font-medium">
                {t('import.where', { row: error.row ?? '—', column: error.column ?? '—' })}
              </span>{' '}
              {error.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
