import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

/** What the file picker offers. */
export const CSV_FILES = '.csv,text/csv';

/**
 * The imports' file picker (the catalogue's, the roll's and staff list's, the structures'): a
 * labelled CSV input, its error when no file was chosen, and a hint naming the columns.
 */
export function CsvFileField({
  id,
  label,
  missing,
  hint,
  onFile,
}: {
  id: string;
  label: string;
  /** The error to show, when the form was sent without a file. */
  missing?: string;
  hint: string;
  onFile: (file: File | null) => void;
}) {
  return (
    <div className="grid gap-2">
      <FormField id={id} label={label} error={missing}>
        <Input
          type="file"
          accept={CSV_FILES}
          className="h-auto py-2"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      </FormField>
      <p className="text-sm break-words text-muted-foreground">{hint}</p>
    </div>
  );
}

/**
 * An import's two steps: Check (the form's submit, a dry run) and, once the check found no
 * problem, Import; each says it is busy in words while it runs.
 */
export function CheckAndImportButtons({
  checking,
  importing,
  ready,
  onImport,
  labels,
}: {
  checking: boolean;
  importing: boolean;
  /** The check found no problem, and the file is still the one checked. */
  ready: boolean;
  onImport: () => void;
  labels: { check: string; checking: string; import: string; importing: string };
}) {
  const busy = checking || importing;
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant={ready ? 'outline' : 'default'} disabled={busy}>
        {checking && <Spinner className="size-4" />}
        {checking ? labels.checking : labels.check}
      </Button>
      {ready && (
        <Button type="button" disabled={busy} onClick={onImport}>
          {importing && <Spinner className="size-4" />}
          {importing ? labels.importing : labels.import}
        </Button>
      )}
    </div>
  );
}
