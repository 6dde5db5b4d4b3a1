import {
  YEARS,
  type AdminCatalogueSection,
  type AdminSubject,
  type Reservation,
} from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelect, SelectItem } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date-time';
import { fieldErrors } from '@/lib/http-client';
import { localName } from '@/lib/i18n';
import { useAdminFaculties } from '../api/faculties';
import {
  useCreateReservation,
  useRemoveReservation,
  useSubjectReservations,
} from '../api/reservations';
import { fromCampusInput, toCampusInput } from './campus-time-input';

const GROUPS = ['yearOfStudy', 'programmeCode', 'facultyId'] as const;
type Group = (typeof GROUPS)[number];
const WHOLE_SUBJECT = 'subject';
const FORTNIGHT_MS = 14 * 24 * 3600_000;

/**
 * A subject's reserved seats in the registrar's console (issue 46, decision 040): those kept now
 * and those lapsed, each with how many of its group hold them, and the form that keeps more.
 */
export function ReservationsDialog({
  subject,
  sections,
}: {
  subject: AdminSubject;
  sections: AdminCatalogueSection[];
}) {
  const { t } = useTranslation('registrar');
  const { data: reservations, isPending, error, refetch } = useSubjectReservations(subject.id);
  return (
    <div className="grid max-h-[80svh] gap-4 overflow-y-auto pr-1">
      <DialogHeader>
        <DialogTitle>{t('reservations.title', { code: subject.code })}</DialogTitle>
        <DialogDescription>{t('reservations.description')}</DialogDescription>
      </DialogHeader>
      {isPending && <Spinner className="size-6 text-primary" />}
      {error && (
        <QueryError title={t('reservations.error')} error={error} onRetry={() => void refetch()} />
      )}
      {reservations && (
        <section aria-labelledby="reservations-kept" className="grid gap-2">
          <h3 id="reservations-kept" className="font-semibold">
            {t('reservations.kept')}
          </h3>
          {reservations.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('reservations.none')}</p>
          ) : (
            <ul className="grid gap-2">
              {reservations.map((reservation) => (
                <ReservationRow key={reservation.id} reservation={reservation} />
              ))}
            </ul>
          )}
        </section>
      )}
      <ReservationForm subject={subject} sections={sections} />
    </div>
  );
}

/** Whom a reservation keeps its seats for, in words. */
function useGroupText() {
  const { t } = useTranslation('registrar');
  const { data: faculties = [] } = useAdminFaculties();
  return (reservation: Reservation) => {
    if (reservation.yearOfStudy !== null)
      return t('reservations.groups.yearOf', { year: reservation.yearOfStudy });
    if (reservation.programmeCode !== null)
      return t('reservations.groups.programmeOf', { code: reservation.programmeCode });
    if (reservation.facultyId !== null) {
      const faculty = faculties.find((f) => f.id === reservation.facultyId);
      return t('reservations.groups.facultyOf', { faculty: faculty?.code ?? '' });
    }
    return t('reservations.groups.studentsOf', { count: reservation.studentIds.length });
  };
}

function ReservationRow({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('registrar');
  const groupText = useGroupText();
  const remove = useRemoveReservation();
  const where =
    reservation.sectionNumber === null
      ? t('reservations.wholeSubject')
      : t('reservations.sectionOf', {
          section: `${reservation.sectionPart ?? ''}${reservation.sectionNumber}`,
        });
  const group = groupText(reservation);
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={reservation.active ? 'default' : 'secondary'}>
            {reservation.active ? t('reservations.active') : t('reservations.lapsed')}
          </Badge>
          <span className="font-medium break-words">
            {t('reservations.seatsFor', { count: reservation.seats, group })}
          </span>
        </span>
        <span className="text-xs break-words text-muted-foreground">
          {[
            where,
            t('reservations.taken', { taken: reservation.taken, seats: reservation.seats }),
            t(reservation.active ? 'reservations.until' : 'reservations.lapsedOn', {
              time: formatDateTime(reservation.until),
            }),
          ].join(' · ')}
        </span>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={remove.isPending}
        onClick={() => remove.mutate(reservation.id)}
        aria-label={t('reservations.removeOf', { seats: reservation.seats, group })}
      >
        {remove.isPending && <Spinner className="size-4" />}
        {t('reservations.remove')}
      </Button>
    </li>
  );
}

function ReservationForm({
  subject,
  sections,
}: {
  subject: AdminSubject;
  sections: AdminCatalogueSection[];
}) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const { data: faculties = [] } = useAdminFaculties();
  const [where, setWhere] = useState(WHOLE_SUBJECT);
  const [seats, setSeats] = useState('');
  const [group, setGroup] = useState<Group>('yearOfStudy');
  const [year, setYear] = useState(String(subject.year));
  const [programme, setProgramme] = useState('');
  const [faculty, setFaculty] = useState(String(subject.faculty.id));
  const [until, setUntil] = useState(() =>
    toCampusInput(new Date(Date.now() + FORTNIGHT_MS).toISOString()),
  );
  const create = useCreateReservation();
  const errors = fieldErrors(create.error);
  const groupValue = {
    yearOfStudy: { yearOfStudy: Number(year) },
    programmeCode: { programmeCode: programme.trim() },
    facultyId: { facultyId: Number(faculty) },
  }[group];

  return (
    <form
      className="grid gap-3"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (create.isPending) return;
        create.mutate(
          {
            subjectId: subject.id,
            ...(where !== WHOLE_SUBJECT && { sectionId: Number(where) }),
            seats: Number(seats),
            ...groupValue,
            until: until ? fromCampusInput(until) : '',
          },
          { onSuccess: () => setSeats('') },
        );
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('reservations.keep')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-where`} label={t('reservations.fields.where')}>
          <FormSelect value={where} onValueChange={setWhere}>
            <SelectItem value={WHOLE_SUBJECT}>{t('reservations.wholeSubject')}</SelectItem>
            {sections.map((section) => (
              <SelectItem key={section.id} value={String(section.id)}>
                {t('reservations.sectionOf', { section: section.number })}
              </SelectItem>
            ))}
          </FormSelect>
        </FormField>
        <FormField id={`${id}-seats`} label={t('reservations.fields.seats')} error={errors.seats}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            value={seats}
            onChange={(event) => setSeats(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-group`} label={t('reservations.fields.group')}>
          <FormSelect value={group} onValueChange={(value) => setGroup(value as Group)}>
            {GROUPS.map((option) => (
              <SelectItem key={option} value={option}>
                {t(`reservations.groups.${option}`)}
              </SelectItem>
            ))}
          </FormSelect>
        </FormField>
        {group === 'yearOfStudy' && (
          <FormField id={`${id}-year`} label={t('reservations.fields.year')}>
            <FormSelect value={year} onValueChange={setYear}>
              {YEARS.map((option) => (
                <SelectItem key={option} value={String(option)}>
                  {t('reservations.groups.yearOption', { year: option })}
                </SelectItem>
              ))}
            </FormSelect>
          </FormField>
        )}
        {group === 'programmeCode' && (
          <FormField
            id={`${id}-programme`}
            label={t('reservations.fields.programme')}
            error={errors.programmeCode}
          >
            <Input value={programme} onChange={(event) => setProgramme(event.target.value)} />
          </FormField>
        )}
        {group === 'facultyId' && (
          <FormField id={`${id}-faculty`} label={t('reservations.fields.faculty')}>
            <FormSelect value={faculty} onValueChange={setFaculty}>
              {faculties.map((option) => (
                <SelectItem key={option.id} value={String(option.id)}>
                  {option.code} {localName(option)}
                </SelectItem>
              ))}
            </FormSelect>
          </FormField>
        )}
        <FormField
          id={`${id}-until`}
          label={t('reservations.fields.until')}
          error={errors.until}
          className="sm:col-span-2"
        >
          <Input
            type="datetime-local"
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending && <Spinner className="size-4" />}
        {t('reservations.save')}
      </Button>
    </form>
  );
}
