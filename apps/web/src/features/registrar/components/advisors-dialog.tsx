import type { ManagedUser } from '@daftar/contract';
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
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { currentLanguage } from '@/lib/i18n';
import { useAssignAdvisors } from '../api/people';

const ALL = '';
const YEARS = [1, 2, 3, 4];

/**
 * One advisor for many students at once (issue 43): the students narrowed by faculty, programme
 * and year, those wanted ticked (all of them at first), and the advisor chosen.
 */
export function AdvisorsDialog({
  open,
  onOpenChange,
  people,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  people: ManagedUser[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        {open && <AdvisorsForm people={people} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** Each value once, by id, in the order of its name. */
function distinct<T extends { id: number }>(items: (T | null)[], name: (item: T) => string) {
  const byId = new Map(items.filter((item) => item !== null).map((item) => [item.id, item]));
  return [...byId.values()].sort((a, b) => name(a).localeCompare(name(b)));
}

function AdvisorsForm({ people, onDone }: { people: ManagedUser[]; onDone: () => void }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const malay = currentLanguage() === 'ms';
  const students = people.filter((person) => person.role === 'student');
  const lecturers = people.filter((person) => person.role === 'lecturer');
  const [filters, setFilters] = useState({ faculty: ALL, programme: ALL, year: ALL });
  // The students left out of the selection; every match is in it until unticked.
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const [advisorId, setAdvisorId] = useState(ALL);
  const [missingAdvisor, setMissingAdvisor] = useState(false);
  const assign = useAssignAdvisors(
    (count) => t('people.advisors.assigned', { count }),
    t('people.failed'),
  );
  const faculties = distinct(
    students.map((s) => s.faculty),
    (f) => f.name,
  );
  const programmeName = (p: NonNullable<ManagedUser['programme']>) =>
    `${p.code} ${malay ? p.nameMs : p.name}`;
  const programmes = distinct(
    students.map((s) => s.programme),
    programmeName,
  );
  const matches = students.filter(
    (s) =>
      (filters.faculty === ALL || String(s.faculty?.id) === filters.faculty) &&
      (filters.programme === ALL || String(s.programme?.id) === filters.programme) &&
      (filters.year === ALL || String(s.yearOfStudy) === filters.year),
  );
  const selected = matches.filter((s) => !unticked.has(s.id));
  const filter = (key: keyof typeof filters, label: string, options: [string, string][]) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <NativeSelect
        id={`${id}-${key}`}
        value={filters[key]}
        onChange={(event) => setFilters({ ...filters, [key]: event.target.value })}
      >
        <option value={ALL}>{t('people.advisors.any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  const tick = (studentId: number, on: boolean) => {
    const next = new Set(unticked);
    if (on) next.delete(studentId);
    else next.add(studentId);
    setUnticked(next);
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setMissingAdvisor(advisorId === ALL);
        if (advisorId === ALL || selected.length === 0 || assign.isPending) return;
        assign.mutate(
          { studentIds: selected.map((s) => s.id), advisorId: Number(advisorId) },
          { onSuccess: onDone },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('people.advisors.title')}</DialogTitle>
        <DialogDescription>{t('people.advisors.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-3">
        {filter(
          'faculty',
          t('people.advisors.faculty'),
          faculties.map((f) => [String(f.id), f.name]),
        )}
        {filter(
          'programme',
          t('people.advisors.programme'),
          programmes.map((p) => [String(p.id), programmeName(p)]),
        )}
        {filter(
          'year',
          t('people.advisors.year'),
          YEARS.map((year) => [String(year), t('people.advisors.yearOption', { year })]),
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">
          {t('people.advisors.selected', { count: selected.length, total: matches.length })}
        </legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={matches.length > 0 && selected.length === matches.length}
            onChange={(event) =>
              setUnticked(event.target.checked ? new Set() : new Set(matches.map((s) => s.id)))
            }
          />
          {t('people.advisors.all')}
        </label>
        <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border border-border p-2">
          {matches.map((s) => (
            <li key={s.id}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={!unticked.has(s.id)}
                  onChange={(event) => tick(s.id, event.target.checked)}
                />
                <span className="min-w-0">
                  {s.name}{' '}
                  <span className="text-muted-foreground">
                    {[s.studentId, s.advisor?.name ?? t('people.advisors.noAdvisor')].join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          ))}
          {matches.length === 0 && (
            <li className="py-2 text-sm text-muted-foreground">{t('people.empty')}</li>
          )}
        </ul>
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-advisor`}>{t('people.advisors.advisor')}</Label>
        <NativeSelect
          id={`${id}-advisor`}
          value={advisorId}
          aria-invalid={missingAdvisor || undefined}
          aria-describedby={missingAdvisor ? `${id}-advisor-error` : undefined}
          onChange={(event) => {
            setAdvisorId(event.target.value);
            setMissingAdvisor(false);
          }}
        >
          <option value={ALL}>{t('people.advisors.chooseAdvisor')}</option>
          {lecturers.map((lecturer) => (
            <option key={lecturer.id} value={String(lecturer.id)}>
              {lecturer.name}
            </option>
          ))}
        </NativeSelect>
        {missingAdvisor && (
          <p id={`${id}-advisor-error`} className="text-sm text-destructive">
            {t('people.advisors.chooseAdvisor')}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="submit" disabled={assign.isPending || selected.length === 0}>
          {assign.isPending && <Spinner className="size-4" />}
          {t('people.advisors.assign', { count: selected.length })}
        </Button>
      </DialogFooter>
    </form>
  );
}
