import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/http-client';
import { useAddFaculty, useAdminFaculties, useDeleteFaculty } from '../api/faculties';

/** The faculties, folded above the catalogue: add one, or delete one nothing belongs to. */
export function FacultiesPanel() {
  const { t } = useTranslation('registrar');
  const [open, setOpen] = useState(false);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-lg border bg-card p-4"
    >
      <summary className="cursor-pointer font-semibold">{t('faculties.title')}</summary>
      {/* Read when opened: most visits to the catalogue are about seats. */}
      {open && <Faculties />}
    </details>
  );
}

function Faculties() {
  const { t } = useTranslation('registrar');
  const id = useId();
  const { data: faculties } = useAdminFaculties();
  const [values, setValues] = useState({ code: '', name: '' });
  const add = useAddFaculty(t('faculties.added'), t('faculties.failed'));
  const remove = useDeleteFaculty(t('faculties.deleted'), t('faculties.failed'));
  const fields = fieldErrors(add.error, { code: 'CODE_TAKEN', field: 'code' });

  return (
    <div className="mt-3 grid gap-4">
      <p className="text-sm text-muted-foreground">{t('faculties.description')}</p>
      <ul className="grid gap-2">
        {faculties?.map((faculty) => (
          <li
            key={faculty.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/40 px-3 py-2 text-sm"
          >
            <span className="grid min-w-0">
              <span className="break-words">
                <span className="font-mono font-semibold">{faculty.code}</span> {faculty.name}
              </span>
              <span className="text-xs text-muted-foreground">
                {t('faculties.counts', {
                  subjects: faculty.subjectCount,
                  people: faculty.peopleCount,
                })}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('faculties.deleteOf', faculty)}
              disabled={remove.isPending}
              onClick={() => remove.mutate(faculty.id)}
            >
              {t('faculties.delete')}
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-start"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(values, { onSuccess: () => setValues({ code: '', name: '' }) });
        }}
      >
        <FormField id={`${id}-code`} label={t('faculties.code')} error={fields.code}>
          <Input
            autoComplete="off"
            value={values.code}
            onChange={(event) => setValues({ ...values, code: event.target.value })}
          />
        </FormField>
        <FormField id={`${id}-name`} label={t('faculties.name')} error={fields.name}>
          <Input
            autoComplete="off"
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
        </FormField>
        <Button type="submit" variant="outline" className="sm:mt-7" disabled={add.isPending}>
          {t('faculties.add')}
        </Button>
      </form>
    </div>
  );
}
