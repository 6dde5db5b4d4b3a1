import type { AdminCatalogueSection, MeetingBody } from '@daftar/contract';
import { PlusIcon, Trash2Icon } from 'lucide-react';
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
import { fieldErrors } from '@/lib/http-client';
import { longWeekday } from '@/lib/schedule-text';
import { useCreateSection, useUpdateSection } from '../api/admin-sections';
import { localName } from '@/lib/i18n';

const NUMBER_TAKEN = { code: 'CODE_TAKEN', field: 'number' } as const;
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
const TIME = 'time';

interface MeetingValues {
  key: number;
  day: string;
  startTime: string;
  endTime: string;
  room: string;
}

const MEETING_FIELDS = ['day', 'room', 'startTime', 'endTime'] as const;
type MeetingField = (typeof MEETING_FIELDS)[number];

/** The server's messages for one meeting's fields, which it names `meetings.<index>.<field>`. */
function meetingErrors(fields: Partial<Record<string, string>>, index: number) {
  return Object.fromEntries(
    MEETING_FIELDS.map((field) => [field, fields[`meetings.${index}.${field}`]]),
  ) as Record<MeetingField, string | undefined>;
}

function meetingFieldIds(formId: string, key: number) {
  return Object.fromEntries(
    MEETING_FIELDS.map((field) => [field, `${formId}-meeting-${key}-${field}`]),
  ) as Record<MeetingField, string>;
}

interface SectionFormDialogProps {
  /** The subject a new section is for, or the section to edit. */
  target:
    | { kind: 'new'; subject: { id: number; code: string; name: string }; nextNumber: number }
    | { kind: 'edit'; section: AdminCatalogueSection };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A section's number, lecturer and weekly meetings, new or edited (a new one also takes its
 * capacity; an existing one changes it through Change Capacity, which knows the seats held).
 */
export function SectionFormDialog({ target, open, onOpenChange }: SectionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {open && <SectionForm target={target} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SectionForm({
  target,
  onDone,
}: {
  target: SectionFormDialogProps['target'];
  onDone: () => void;
}) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const section = target.kind === 'edit' ? target.section : undefined;
  const subject =
    target.kind === 'edit'
      ? { id: target.section.subjectId, ...target.section.subject }
      : target.subject;
  const [values, setValues] = useState({
    number: String(section?.number ?? (target.kind === 'new' ? target.nextNumber : 1)),
    capacity: '',
    lecturer: section?.lecturer ?? '',
  });
  const [meetings, setMeetings] = useState<MeetingValues[]>(
    () =>
      section?.meetings.map((m, key) => ({ key, ...m, day: String(m.day) })) ?? [
        { key: 0, day: '1', startTime: '', endTime: '', room: '' },
      ],
  );
  const names = { code: subject.code, number: values.number };
  const create = useCreateSection(t('sections.toast.created'), t('sections.toast.failed'));
  const update = useUpdateSection({
    successTitle: () => t('sections.toast.saved'),
    failureTitle: t('sections.toast.failed'),
  });
  const saving = create.isPending || update.isPending;
  const fields = fieldErrors(create.error ?? update.error, NUMBER_TAKEN);

  const setMeeting = (key: number, change: Partial<MeetingValues>) =>
    setMeetings((current) => current.map((m) => (m.key === key ? { ...m, ...change } : m)));
  const text = (key: keyof typeof values) => (
    <FormField id={`${id}-${key}`} label={t(`sections.form.${key}`)} error={fields[key]}>
      <Input
        autoComplete="off"
        inputMode={key === 'lecturer' ? undefined : 'numeric'}
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
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
        const written: MeetingBody[] = meetings.map((m) => ({
          day: Number(m.day),
          startTime: m.startTime,
          endTime: m.endTime,
          room: m.room.trim(),
        }));
        const common = {
          number: Number(values.number),
          lecturer: values.lecturer.trim(),
          meetings: written,
        };
        if (section) update.mutate({ id: section.id, body: common }, { onSuccess: onDone });
        else
          create.mutate(
            { subjectId: subject.id, capacity: Number(values.capacity), ...common },
            { onSuccess: onDone },
          );
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {section ? t('sections.form.titleEdit', names) : t('sections.form.titleNew', subject)}
        </DialogTitle>
        <DialogDescription>
          {subject.code} {localName(subject)}
          {section && ` · ${t('sections.form.seatsHeld', { count: section.registered })}`}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-[8rem_8rem_minmax(0,1fr)]">
        {text('number')}
        {section ? (
          <div className="grid content-start gap-2 text-sm">
            <span className="font-medium">{t('sections.form.capacity')}</span>
            <span className="py-2 tabular-nums">{t('catalogue.seatsTaken', section)}</span>
          </div>
        ) : (
          text('capacity')
        )}
        {text('lecturer')}
      </div>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t('sections.form.meetings')}</legend>
        {meetings.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('sections.form.noMeetings')}</p>
        )}
        <ol className="grid gap-3">
          {meetings.map((meeting, index) => {
            const errors = meetingErrors(fields, index);
            const ids = meetingFieldIds(id, meeting.key);
            return (
              <li
                key={meeting.key}
                aria-label={t('sections.form.meetingLabel', { number: index + 1 })}
                className="grid grid-cols-2 items-start gap-3 border-b pb-3 last:border-b-0 last:pb-0 sm:grid-cols-[9rem_minmax(0,1fr)_7rem_7rem_auto]"
              >
                <FormField id={ids.day} label={t('sections.form.day')} error={errors.day}>
                  <FormSelect
                    value={meeting.day}
                    onValueChange={(day) => setMeeting(meeting.key, { day })}
                  >
                    {WEEK.map((day) => (
                      <SelectItem key={day} value={String(day)}>
                        {longWeekday(day)}
                      </SelectItem>
                    ))}
                  </FormSelect>
                </FormField>
                <FormField id={ids.room} label={t('sections.form.room')} error={errors.room}>
                  <Input
                    autoComplete="off"
                    value={meeting.room}
                    onChange={(event) => setMeeting(meeting.key, { room: event.target.value })}
                  />
                </FormField>
                <FormField
                  id={ids.startTime}
                  label={t('sections.form.startTime')}
                  error={errors.startTime}
                >
                  <Input
                    type={TIME}
                    value={meeting.startTime}
                    onChange={(event) => setMeeting(meeting.key, { startTime: event.target.value })}
                  />
                </FormField>
                <FormField
                  id={ids.endTime}
                  label={t('sections.form.endTime')}
                  error={errors.endTime}
                >
                  <Input
                    type={TIME}
                    value={meeting.endTime}
                    onChange={(event) => setMeeting(meeting.key, { endTime: event.target.value })}
                  />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="col-span-2 justify-self-start sm:col-span-1 sm:mt-7"
                  aria-label={t('sections.form.removeMeeting', { number: index + 1 })}
                  onClick={() => setMeetings(meetings.filter((m) => m.key !== meeting.key))}
                >
                  <Trash2Icon className="size-4" aria-hidden />
                  <span className="sm:sr-only">{t('sections.form.remove')}</span>
                </Button>
              </li>
            );
          })}
        </ol>
        {fields.meetings && <p className="text-sm text-destructive">{fields.meetings}</p>}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            setMeetings([
              ...meetings,
              {
                key: Math.max(-1, ...meetings.map((m) => m.key)) + 1,
                day: '1',
                startTime: '',
                endTime: '',
                room: meetings.at(-1)?.room ?? '',
              },
            ])
          }
        >
          <PlusIcon className="size-4" aria-hidden />
          {t('sections.form.addMeeting')}
        </Button>
      </fieldset>
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          {t('sections.form.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving && <Spinner className="size-4" />}
          {saving ? t('sections.form.saving') : t('sections.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
