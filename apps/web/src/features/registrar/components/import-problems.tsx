import { CircleCheckIcon, FileWarningIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

// The problems of an import file by row and column: the catalogue's, the roll's, the staff list's.

interface Problem {
  row: number | null;
  column: string | null;
  message: string;
}

/** The dry run's answer: the problems to fix, or what the import will do. */
export function ImportReport({
  report,
  summary,
}: {
  report: { ok: boolean; errors: Problem[]; errorCount: number; warnings?: Problem[] };
  /** What the import makes (or would make), in a sentence. */
  summary: string;
}) {
  const { t } = useTranslation('registrar');
  // The reply lists the first errors only (issue 40); the count is of them all. Said above the
  // list and again where it ends, so its last row is not taken for the file's last problem.
  const shownOnly =
    report.errorCount > report.errors.length
      ? t('import.problemsShown', { shown: report.errors.length, total: report.errorCount })
      : null;
  return (
    <section aria-live="polite" className="grid gap-3">
      {report.ok ? (
        <div className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm">
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <div className="grid gap-1">
            <h2 className="font-semibold">{t('import.readyTitle')}</h2>
            <p>{summary}</p>
          </div>
        </div>
      ) : (
        <div className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <FileWarningIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <div className="grid gap-1">
            <h2 className="font-semibold">
              {t('import.problemsTitle', { count: report.errorCount })}
            </h2>
            <p>{t('import.problemsDescription')}</p>
            {shownOnly && <p>{shownOnly}</p>}
          </div>
        </div>
      )}
      {report.errors.length > 0 && <ProblemTable problems={report.errors} />}
      {shownOnly && <p className="text-sm text-muted-foreground">{shownOnly}</p>}
      {report.warnings && report.warnings.length > 0 && (
        // Folded: a file of one faculty's subjects leaves every other section "kept as it is".
        <details className="group grid gap-2 rounded-md border p-3">
          <summary className="cursor-pointer text-sm font-semibold">
            {t('import.warningsTitle', { count: report.warnings.length })}
          </summary>
          <ProblemTable problems={report.warnings} />
        </details>
      )}
    </section>
  );
}

function ProblemTable({ problems }: { problems: Problem[] }) {
  const { t } = useTranslation('registrar');
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-16">{t('import.row')}</TableHead>
          <TableHead className="w-32">{t('import.column')}</TableHead>
          <TableHead>{t('import.problem')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {problems.map((problem, index) => (
          <TableRow key={index}>
            <TableCell className="align-top whitespace-nowrap tabular-nums">
              {problem.row ?? <NotApplicable label={t('import.wholeFile')} />}
            </TableCell>
            <TableCell className="align-top font-mono text-xs">
              {problem.column ?? <NotApplicable label={t('import.wholeRow')} />}
            </TableCell>
            <TableCell className="whitespace-normal">{problem.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A dash on screen, its meaning ("Whole file") for a screen reader. */
function NotApplicable({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden>–</span>
      <span className="sr-only">{label}</span>
    </>
  );
}
