import type { AdminFaculty } from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/http-client';
import { localName } from '@/lib/i18n';
import {
  useAddFaculty,
  useAdminFaculties,
  useDeleteFaculty,
  useUpdateFaculty,
} from '../api/faculties';

/**
 * The faculties, folded above the catalogue: add one, rename one in both languages, or delete
 * one nothing belongs to.
 */
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
  const [values, setValues] = useState({ code: '', name: '', nameMs: '' });
  const add = useAddFaculty(t('faculties.added'), t('faculties.failed'));
  const fields = fieldErrors(add.error, { code: 'CODE_TAKEN', field: 'code' });

  return (
    <div className="mt-3 grid gap-4">
      <p className="text-sm text-muted-foreground">{t('faculties.description')}</p>
      <ul className="grid gap-2">
        {faculties?.map((faculty) => (
          <FacultyRow key={faculty.id} faculty={faculty} />
        ))}
      </ul>
      <form
        className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(values, { onSuccess: () => setValues({ code: '', name: '', nameMs: '' }) });
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
        <FormField id={`${id}-nameMs`} label={t('faculties.nameMs')} error={fields.nameMs}>
          <Input
            autoComplete="off"
            lang="ms"
            value={values.nameMs}
            onChange={(event) => setValues({ ...values, nameMs: event.target.value })}
          />
        </FormField>
        <Button type="submit" variant="outline" className="sm:mt-7" disabled={add.isPending}>
          {t('faculties.add')}
        </Button>
      </form>
    </div>
  );
}

/** One faculty: its names and what belongs to it; renamed in both languages in place. */
function FacultyRow({ faculty }: { faculty: AdminFaculty }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [editing, setEditing] = useState<{ name: string; nameMs: string } | null>(null);
  const update = useUpdateFaculty(t('faculties.saved'), t('faculties.failed'));
  const remove = useDeleteFaculty(t('faculties.deleted'), t('faculties.failed'));
  const fields = fieldErrors(update.error);

  if (editing) {
    return (
      <li className="rounded-md bg-muted/40 px-3 py-2 text-sm">
        <form
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
          noValidate
          aria-label={t('faculties.editOf', faculty)}
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate({ id: faculty.id, body: editing }, { onSuccess: () => setEditing(null) });
          }}
        >
          <span className="font-mono font-semibold sm:col-span-3">{faculty.code}</span>
          <FormField id={`${id}-name`} label={t('faculties.name')} error={fields.name}>
            <Input
              autoComplete="off"
              value={editing.name}
              onChange={(event) => setEditing({ ...editing, name: event.target.value })}
            />
          </FormField>
          <FormField id={`${id}-nameMs`} label={t('faculties.nameMs')} error={fields.nameMs}>
            <Input
              autoComplete="off"
              lang="ms"
              value={editing.nameMs}
              onChange={(event) => setEditing({ ...editing, nameMs: event.target.value })}
            />
          </FormField>
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" size="sm" disabled={update.isPending}>
              {t('faculties.save')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(null)}>
              {t('faculties.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/40 px-3 py-2 text-sm">
      <span className="grid min-w-0">
        <span className="break-words">
          <span className="font-mono font-semibold">{faculty.code}</span> {localName(faculty)}
        </span>
        <span className="text-xs text-muted-foreground">
          {t('faculties.counts', { subjects: faculty.subjectCount, people: faculty.peopleCount })}
        </span>
      </span>
      <span className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('faculties.editOf', faculty)}
          onClick={() => setEditing({ name: faculty.name, nameMs: faculty.nameMs ?? '' })}
        >
          {t('faculties.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('faculties.deleteOf', faculty)}
          disabled={remove.isPending}
          onClick={() => remove.mutate(faculty.id)}
        >
          {t('faculties.delete')}
        </Button>
      </span>
    </li>
  );
}
