import type { PlanPreferences, Subject } from '@daftar/contract';
import { PinOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { longWeekday } from '@/lib/schedule-text';
import type { DraftChange } from '../plan-draft';
import { clockText, meetingText, sectionName } from '../plan-text';

/** The hours a student may keep free of classes before: a morning's worth. */
const NOT_BEFORE = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
const WEEKDAYS = [1, 2, 3, 4, 5];

interface PreferencesCardProps {
  preferences: PlanPreferences;
  /** The plan's subjects, whose lecturers and pinned sections are offered. */
  subjects: readonly Subject[];
  onChange: (change: DraftChange) => void;
}

/** What the builder ranks the timetables by, and the sections pinned into every one. */
export function PreferencesCard({ preferences, subjects, onChange }: PreferencesCardProps) {
  const { t } = useTranslation('plan');
  const set = (edit: Partial<PlanPreferences>) =>
    onChange({ kind: 'preferences', preferences: edit });
  const lecturers = [
    ...new Set(subjects.flatMap((s) => s.sections.map((section) => section.lecturer))),
  ]
    .filter((name) => name.trim() !== '')
    .sort((a, b) => a.localeCompare(b));
  const chosen = preferences.lecturers ?? [];

  return (
    <Card role="region" aria-labelledby="plan-preferences-title">
      <CardHeader>
        <CardTitle id="plan-preferences-title">{t('preferences.title')}</CardTitle>
        <CardDescription>{t('preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="plan-not-before" label={t('preferences.notBefore')}>
            <NativeSelect
              value={preferences.notBefore ?? ''}
              onChange={(event) => set({ notBefore: event.target.value || undefined })}
            >
              <option value="">{t('preferences.anyTime')}</option>
              {NOT_BEFORE.map((time) => (
                <option key={time} value={time}>
                  {clockText(time)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="plan-free-day" label={t('preferences.freeDay')}>
            <NativeSelect
              value={preferences.freeDay ?? ''}
              onChange={(event) =>
                set({ freeDay: event.target.value ? Number(event.target.value) : undefined })
              }
            >
              <option value="">{t('preferences.noFreeDay')}</option>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {longWeekday(day)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('preferences.week')}</legend>
          <Check
            checked={preferences.compactDays ?? false}
            onChange={(compactDays) => set({ compactDays })}
            label={t('preferences.compactDays')}
          />
          <Check
            checked={preferences.fewerGaps ?? false}
            onChange={(fewerGaps) => set({ fewerGaps })}
            label={t('preferences.fewerGaps')}
          />
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('preferences.lecturers')}</legend>
          {lecturers.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('preferences.noLecturers')}</p>
          ) : (
            lecturers.map((name) => (
              <Check
                key={name}
                label={name}
                checked={chosen.includes(name)}
                onChange={(on) =>
                  set({
                    lecturers: on ? [...chosen, name] : chosen.filter((other) => other !== name),
                  })
                }
              />
            ))
          )}
        </fieldset>
        <PinnedSections
          pinned={preferences.pinnedSectionIds ?? []}
          subjects={subjects}
          onUnpin={(sectionId) => onChange({ kind: 'pin', sectionId })}
        />
      </CardContent>
    </Card>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** The sections pinned, with a way to let each go: the option shown may have none of them. */
function PinnedSections({
  pinned,
  subjects,
  onUnpin,
}: {
  pinned: readonly number[];
  subjects: readonly Subject[];
  onUnpin: (sectionId: number) => void;
}) {
  const { t } = useTranslation('plan');
  const sections = subjects.flatMap((subject) =>
    subject.sections
      .filter((section) => pinned.includes(section.id))
      .map((section) => ({ subject, section })),
  );
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{t('preferences.pinned')}</h3>
      {sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('preferences.noPins')}</p>
      ) : (
        <ul className="grid gap-2">
          {sections.map(({ subject, section }) => {
            const name = `${subject.code} ${sectionName(t, section)}`;
            return (
              <li key={section.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="font-semibold">
                    <span className="font-mono">{subject.code}</span> {sectionName(t, section)}
                  </span>{' '}
                  <span className="text-muted-foreground">
                    {section.meetings.map(meetingText).join(', ')}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('pin.unpinSection', { name })}
                  onClick={() => onUnpin(section.id)}
                >
                  <PinOffIcon aria-hidden />
                  {t('pin.unpin')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
