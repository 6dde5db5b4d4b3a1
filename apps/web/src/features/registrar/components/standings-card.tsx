import { DEFAULT_STANDINGS, wordValidationMessage, type Standings } from '@daftar/contract';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { fieldErrors, serverMessage } from '@/lib/http-client';
import { currentLanguage } from '@/lib/i18n';
import { useSaveStandings, useStandings } from '../api/standings';

/**
 * The university's standings beside the grade scale (issue 44): each one's code (what the roll's
 * `standing` column writes), its names in both languages and the CGPA it starts at. A student
 * takes the highest standing their CGPA meets; each semester sets the credit maximum for each.
 */
export function StandingsCard() {
  const { t } = useTranslation('registrar');
  const { data, error, refetch } = useStandings();
  return (
    <Card className="py-4">
      <CardHeader className="px-4 sm:px-5">
        <CardTitle>{t('standings.title')}</CardTitle>
        <CardDescription>{t('standings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-5">
        {error && (
          <QueryError title={t('standings.failed')} error={error} onRetry={() => void refetch()} />
        )}
        {!data && !error && <Spinner className="size-6 text-primary" />}
        {data && <StandingsForm saved={data} />}
      </CardContent>
    </Card>
  );
}

/** A standing as the form holds it: the CGPA as typed; `saved` once it is stored (code fixed). */
interface Row {
  key: string;
  code: string;
  nameEn: string;
  nameMs: string;
  minCgpa: string;
  saved: boolean;
}

/** The server's message for one field of the `index`th standing (zod's path, dotted). */
const fieldAt = (fields: Partial<Record<string, string>>, index: number, field: keyof Row) =>
  fields[['standings', index, field].join('.')];

const rowsOf = (saved: Standings): Row[] =>
  saved.standings.map((s) => ({ ...s, key: s.code, minCgpa: s.minCgpa.toFixed(2), saved: true }));

function StandingsForm({ saved }: { saved: Standings }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const { toast } = useToast();
  const save = useSaveStandings();
  const [rows, setRows] = useState(() => rowsOf(saved));
  const added = useRef(0);
  const fields = fieldErrors(save.error);
  const change = (key: string, part: Partial<Row>) =>
    setRows(rows.map((r) => (r.key === key ? { ...r, ...part } : r)));

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            standings: rows.map((r) => ({
              code: r.code,
              nameEn: r.nameEn,
              nameMs: r.nameMs,
              minCgpa: Number(r.minCgpa),
            })),
          },
          {
            onSuccess: (result) => {
              setRows(rowsOf(result));
              toast({ title: t('standings.saved') });
            },
            onError: (failure) =>
              toast({
                variant: 'destructive',
                title: t('standings.saveFailed'),
                description: serverMessage(failure),
              }),
          },
        );
      }}
    >
      <ul className="grid gap-3" aria-label={t('standings.title')}>
        {rows.map((row, index) => {
          const at = (field: keyof Row) => fieldAt(fields, index, field);
          const fixed = (DEFAULT_STANDINGS as readonly string[]).includes(row.code) && row.saved;
          const label =
            (currentLanguage() === 'ms' ? row.nameMs : row.nameEn) ||
            row.code ||
            t('standings.new');
          return (
            <li key={row.key}>
              <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-2 lg:grid-cols-[8rem_1fr_1fr_7rem_auto] lg:items-end">
                <legend className="px-1 text-sm font-medium">{label}</legend>
                <FormField
                  id={`${id}-${row.key}-code`}
                  label={t('standings.code')}
                  error={at('code')}
                >
                  <Input
                    value={row.code}
                    readOnly={row.saved}
                    className="font-mono read-only:bg-muted"
                    autoCapitalize="none"
                    spellCheck={false}
                    onChange={(event) => change(row.key, { code: event.target.value })}
                  />
                </FormField>
                <FormField
                  id={`${id}-${row.key}-en`}
                  label={t('standings.nameEn')}
                  error={at('nameEn')}
                >
                  <Input
                    lang="en"
                    value={row.nameEn}
                    onChange={(event) => change(row.key, { nameEn: event.target.value })}
                  />
                </FormField>
                <FormField
                  id={`${id}-${row.key}-ms`}
                  label={t('standings.nameMs')}
                  error={at('nameMs')}
                >
                  <Input
                    lang="ms"
                    value={row.nameMs}
                    onChange={(event) => change(row.key, { nameMs: event.target.value })}
                  />
                </FormField>
                <FormField
                  id={`${id}-${row.key}-cgpa`}
                  label={t('standings.minCgpa')}
                  error={at('minCgpa')}
                >
                  <Input
                    inputMode="decimal"
                    value={row.minCgpa}
                    onChange={(event) => change(row.key, { minCgpa: event.target.value })}
                  />
                </FormField>
                {fixed ? (
                  <p className="text-xs text-muted-foreground sm:col-span-2 lg:col-span-1 lg:pb-2">
                    {t('standings.kept')}
                  </p>
                ) : (
                  <Button
                    type="button"
                    variant="outline"
                    className="justify-self-start"
                    onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                  >
                    <Trash2Icon aria-hidden />
                    {t('standings.remove', { name: label })}
                  </Button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      {fields.standings && (
        <p className="text-sm text-destructive" role="alert">
          {wordValidationMessage(fields.standings, currentLanguage())}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            added.current += 1;
            setRows([
              ...rows,
              {
                key: `new-${added.current}`,
                code: '',
                nameEn: '',
                nameMs: '',
                minCgpa: '',
                saved: false,
              },
            ]);
          }}
        >
          <PlusIcon aria-hidden />
          {t('standings.add')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="size-4" />}
          {t('standings.save')}
        </Button>
      </div>
    </form>
  );
}
