import { YEARS, type AdminSubject } from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelect, SelectItem } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrors } from '@/lib/http-client';
import { useAdminFaculties } from '../api/faculties';
import { useAdminSubjects, useCreateSubject, useUpdateSubject } from '../api/admin-subjects';
import { useLecturers } from '../api/people';
import { localName } from '@/lib/i18n';

const CODE_TAKEN = { code: 'CODE_TAKEN', field: 'code' } as const;
/** The coordinator select's value for none: admins decide the subject's permits. */
const NO_COORDINATOR = 'none';
/** The cross-listing select's value for none: the subject has its own sections and seats. */
const OWN_SEATS = 'own';

interface SubjectFormDialogProps {
  /** The subject to edit; none for a new one. */
  subject?: AdminSubject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A subject's fields, new or edited; the server's messages are shown under each field. */
export function SubjectFormDialog({ subject, open, onOpenChange }: SubjectFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        {open && <SubjectForm subject={subject} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SubjectForm({ subject, onDone }: { subject?: AdminSubject; onDone: () => void }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const { data: faculties } = useAdminFaculties();
  const [values, setValues] = useState({
    code: subject?.code ?? '',
    name: subject?.name ?? '',
    nameMs: subject?.nameMs ?? '',
    credits: String(subject?.credits ?? 3),
    year: String(subject?.year ?? 1),
    facultyId: subject ? String(subject.faculty.id) : '',
    description: subject?.description ?? '',
    descriptionMs: subject?.descriptionMs ?? '',
    prerequisites: subject?.prerequisites.join(' ') ?? '',
    coordinatorId: subject?.coordinator ? String(subject.coordinator.id) : NO_COORDINATOR,
    crossListedWith: subject?.crossListedWith ? String(subject.crossListedWith.id) : OWN_SEATS,
  });
  const create = useCreateSubject(t('subjects.toast.created'), t('subjects.toast.failed'));
  const update = useUpdateSubject(t('subjects.toast.saved'), t('subjects.toast.failed'));
  const saving = create.isPending || update.isPending;
  const fields = fieldErrors(create.error ?? update.error, CODE_TAKEN);

  const set = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'code' | 'name' | 'nameMs' | 'credits' | 'prerequisites', hint?: string) => (
    <FormField id={`${id}-${key}`} label={t(`subjects.form.${key}`)} error={fields[key]}>
      <Input
        autoComplete="off"
        inputMode={key === 'credits' ? 'numeric' : undefined}
        className={key === 'code' || key === 'prerequisites' ? 'font-mono' : undefined}
        placeholder={hint}
        value={values[key]}
        onChange={(event) => set(key)(event.target.value)}
      />
    </FormField>
  );

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        const body = {
          code: values.code.trim(),
          name: values.name.trim(),
          // Empty is "no Malay name": Malay readers then see the English one.
          nameMs: values.nameMs.trim(),
          credits: Number(values.credits),
          year: Number(values.year),
          facultyId: Number(values.facultyId),
          description: values.description.trim(),
          descriptionMs: values.descriptionMs.trim(),
          prerequisites: values.prerequisites.split(/[\s,]+/).filter(Boolean),
        };
        const coordinatorId =
          values.coordinatorId === NO_COORDINATOR ? null : Number(values.coordinatorId);
        const crossListedWith =
          values.crossListedWith === OWN_SEATS ? null : Number(values.crossListedWith);
        if (subject)
          update.mutate(
            { id: subject.id, body: { ...body, coordinatorId, crossListedWith } },
            { onSuccess: onDone },
          );
        else create.mutate(body, { onSuccess: onDone });
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {subject ? t('subjects.form.titleEdit', subject) : t('subjects.form.titleNew')}
        </DialogTitle>
        <DialogDescription>{t('subjects.form.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        {text('code')}
        {text('name')}
        {text('credits')}
        <FormField id={`${id}-year`} label={t('subjects.form.year')} error={fields.year}>
          <FormSelect value={values.year} onValueChange={set('year')}>
            {YEARS.map((year) => (
              <SelectItem key={year} value={String(year)}>
                {t('subjects.yearOption', { year })}
              </SelectItem>
            ))}
          </FormSelect>
        </FormField>
      </div>
      {text('nameMs')}
      <FormField id={`${id}-faculty`} label={t('subjects.form.faculty')} error={fields.facultyId}>
        <FormSelect
          value={values.facultyId}
          onValueChange={set('facultyId')}
          placeholder={t('subjects.form.facultyPlaceholder')}
        >
          {faculties?.map((faculty) => (
            <SelectItem key={faculty.id} value={String(faculty.id)}>
              {faculty.code} · {localName(faculty)}
            </SelectItem>
          ))}
        </FormSelect>
      </FormField>
      {text('prerequisites', t('subjects.form.prerequisitesHint'))}
      {subject && (
        <CoordinatorField
          id={`${id}-coordinator`}
          value={values.coordinatorId}
          onChange={set('coordinatorId')}
          error={fields.coordinatorId}
        />
      )}
      {subject && (
        <CrossListField
          id={`${id}-crossListedWith`}
          subject={subject}
          value={values.crossListedWith}
          onChange={set('crossListedWith')}
          error={fields.crossListedWith}
        />
      )}
      <FormField
        id={`${id}-description`}
        label={t('subjects.form.descriptionField')}
        error={fields.description}
      >
        <Textarea
          rows={4}
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
        />
      </FormField>
      <FormField
        id={`${id}-descriptionMs`}
        label={t('subjects.form.descriptionMs')}
        error={fields.descriptionMs}
      >
        <Textarea
          rows={4}
          lang="ms"
          value={values.descriptionMs}
          onChange={(event) => set('descriptionMs')(event.target.value)}
        />
      </FormField>
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          {t('subjects.form.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving && <Spinner className="size-4" />}
          {saving ? t('subjects.form.saving') : t('subjects.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Who decides the subject's permits (decision 041): a lecturer, or the registrar's admins. */
function CoordinatorField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('registrar');
  const { data: lecturers = [] } = useLecturers();
  return (
    <FormField id={id} label={t('subjects.form.coordinator')} error={error}>
      <FormSelect value={value} onValueChange={onChange}>
        <SelectItem value={NO_COORDINATOR}>{t('subjects.form.noCoordinator')}</SelectItem>
        {lecturers.map((lecturer) => (
          <SelectItem key={lecturer.id} value={String(lecturer.id)}>
            {lecturer.name}
          </SelectItem>
        ))}
      </FormSelect>
    </FormField>
  );
}

/**
 * The subject whose sections and seats this code shares (decision 042): any subject that has
 * its own, or none.
 */
function CrossListField({
  id,
  subject,
  value,
  onChange,
  error,
}: {
  id: string;
  subject: AdminSubject;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('registrar');
  const { data: subjects = [] } = useAdminSubjects();
  const owners = subjects.filter((s) => s.id !== subject.id && s.crossListedWith === null);
  return (
    <FormField id={id} label={t('subjects.form.crossListedWith')} error={error}>
      <FormSelect value={value} onValueChange={onChange}>
        <SelectItem value={OWN_SEATS}>{t('subjects.form.ownSeats')}</SelectItem>
        {owners.map((owner) => (
          <SelectItem key={owner.id} value={String(owner.id)}>
            {owner.code} · {localName(owner)}
          </SelectItem>
        ))}
      </FormSelect>
    </FormField>
  );
}
