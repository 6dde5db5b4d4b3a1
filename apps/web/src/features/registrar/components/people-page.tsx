import { YEARS, type ManagedUser, type Role } from '@daftar/contract';
import { ChevronDownIcon, UserPlusIcon } from 'lucide-react';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrors } from '@/lib/http-client';
import {
  useAssignAdvisor,
  useCreateStaff,
  useMoveAdvisees,
  usePeople,
  useUpdatePerson,
} from '../api/people';

const SHOWN_ROWS = 100;
const ALL = 'all';
const NONE = 'none';
const ROLES: Role[] = ['student', 'lecturer', 'admin'];
const STAFF_ROLES = ['lecturer', 'admin'] as const;

type Action = 'advisor' | 'year' | 'email' | 'password' | 'move';

/** The registrar's people: search, staff accounts, advisors, years, email addresses and temporary passwords. */
export function PeoplePage() {
  const { t } = useTranslation('registrar');
  const { data: people, isPending, error, refetch } = usePeople();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | typeof ALL>(ALL);
  const [addingStaff, setAddingStaff] = useState(false);
  const query = useDeferredValue(search.trim().toLowerCase());
  const lecturers = people?.filter((person) => person.role === 'lecturer') ?? [];
  const matches =
    people?.filter(
      (person) =>
        (role === ALL || person.role === role) &&
        [person.name, person.username, person.studentId ?? ''].some((text) =>
          text.toLowerCase().includes(query),
        ),
    ) ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('people.title')}
        description={t('people.description')}
        action={
          <Button onClick={() => setAddingStaff(true)}>
            <UserPlusIcon className="size-4" aria-hidden />
            {t('people.addStaff')}
          </Button>
        }
      />
      <StaffDialog open={addingStaff} onOpenChange={setAddingStaff} />
      <Card className="py-4">
        <CardContent className="grid gap-4 px-4 sm:px-5">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,28rem)_12rem]">
            <SearchInput
              aria-label={t('people.searchLabel')}
              placeholder={t('people.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Select value={role} onValueChange={(value) => setRole(value as Role | typeof ALL)}>
              <SelectTrigger aria-label={t('people.role')} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t('people.allRoles')}</SelectItem>
                {ROLES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {t(`people.roles.${option}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {isPending && <Spinner className="size-6 text-primary" />}
          {error && (
            <QueryError title={t('people.error')} error={error} onRetry={() => void refetch()} />
          )}
          {people && (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('people.showing', { count: matches.length })}
              </p>
              {matches.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">
                  {t('people.empty')}
                </p>
              ) : (
                <ul className="grid gap-2">
                  {matches.slice(0, SHOWN_ROWS).map((person) => (
                    <PersonRow key={person.id} person={person} lecturers={lecturers} />
                  ))}
                </ul>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function PersonRow({ person, lecturers }: { person: ManagedUser; lecturers: ManagedUser[] }) {
  const { t } = useTranslation('registrar');
  const [action, setAction] = useState<Action | null>(null);
  const actions: Action[] =
    person.role === 'student'
      ? ['advisor', 'year', 'email', 'password']
      : person.role === 'lecturer'
        ? ['move', 'email', 'password']
        : ['email', 'password'];
  const actionLabels: Record<Action, string> = {
    advisor: t('people.changeAdvisor'),
    year: t('people.setYear'),
    password: t('people.temporaryPassword'),
    move: t('people.moveAdvisees'),
    email: t('people.setEmail'),
  };

  return (
    <li className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{person.name}</span>
          <Badge variant="secondary">{t(`people.roles.${person.role}`)}</Badge>
        </span>
        <span className="text-xs break-words text-muted-foreground">
          {[
            person.username,
            person.studentId,
            person.role === 'student' &&
              (person.yearOfStudy
                ? t('people.year', { year: person.yearOfStudy })
                : t('people.noYear')),
            person.role === 'student' &&
              (person.advisor
                ? t('people.advisor', { name: person.advisor.name })
                : t('people.noAdvisor')),
            person.role === 'lecturer' && t('people.advisees', { count: person.adviseeCount }),
            person.email,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" aria-label={t('people.actionsOf', person)}>
            {t('people.actions')}
            <ChevronDownIcon className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {actions.map((option) => (
            <DropdownMenuItem key={option} onSelect={() => setAction(option)}>
              {actionLabels[option]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={action !== null} onOpenChange={(open) => !open && setAction(null)}>
        <DialogContent>
          {action !== null && (
            <PersonForm
              action={action}
              person={person}
              lecturers={lecturers}
              onDone={() => setAction(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </li>
  );
}

/** One action's form: the field it changes, and Save. */
function PersonForm({
  action,
  person,
  lecturers,
  onDone,
}: {
  action: Action;
  person: ManagedUser;
  lecturers: ManagedUser[];
  onDone: () => void;
}) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const others = lecturers.filter((lecturer) => lecturer.id !== person.id);
  const [advisorId, setAdvisorId] = useState(String(person.advisor?.id ?? others[0]?.id ?? ''));
  const [year, setYear] = useState(String(person.yearOfStudy ?? NONE));
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState(person.email ?? '');
  const update = useUpdatePerson(t('people.saved'), t('people.failed'));
  const assign = useAssignAdvisor(t('people.saved'), t('people.failed'));
  const move = useMoveAdvisees(
    (moved) => t('people.moveDialog.moved', { count: moved }),
    t('people.failed'),
  );
  const pending = update.isPending || assign.isPending || move.isPending;
  const failure = update.error;
  const fieldError = fieldErrors(failure);
  const lecturerPicker = (label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-lecturer`}>{label}</Label>
      <Select value={advisorId} onValueChange={setAdvisorId}>
        <SelectTrigger id={`${id}-lecturer`} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {others.map((lecturer) => (
            <SelectItem key={lecturer.id} value={String(lecturer.id)}>
              {lecturer.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
  const forms: Record<Action, { title: string; description: string; field: ReactNode }> = {
    advisor: {
      title: t('people.advisorDialog.title'),
      description: t('people.advisorDialog.description', person),
      field: lecturerPicker(t('people.advisorDialog.label')),
    },
    move: {
      title: t('people.moveDialog.title'),
      description: t('people.moveDialog.description', {
        name: person.name,
        count: person.adviseeCount,
      }),
      field: lecturerPicker(t('people.moveDialog.label')),
    },
    year: {
      title: t('people.yearDialog.title'),
      description: t('people.yearDialog.description', person),
      field: (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-year`}>{t('people.yearDialog.label')}</Label>
          <Select value={year} onValueChange={setYear}>
            <SelectTrigger id={`${id}-year`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>{t('people.yearDialog.none')}</SelectItem>
              {YEARS.map((option) => (
                <SelectItem key={option} value={String(option)}>
                  {t('people.year', { year: option })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ),
    },
    password: {
      title: t('people.passwordDialog.title'),
      description: t('people.passwordDialog.description', person),
      field: (
        <FormField
          id={`${id}-password`}
          label={t('people.passwordDialog.label')}
          error={fieldError.temporaryPassword}
        >
          <Input
            type="text"
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
      ),
    },
    email: {
      title: t('people.emailDialog.title'),
      description: t('people.emailDialog.description', person),
      field: (
        <FormField
          id={`${id}-email`}
          label={t('people.emailDialog.label')}
          error={fieldError.email}
        >
          <Input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
      ),
    },
  };
  const form = forms[action];

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const done = { onSuccess: onDone };
        if (action === 'advisor')
          assign.mutate({ id: person.id, advisorId: Number(advisorId) }, done);
        if (action === 'move') move.mutate({ id: person.id, toAdvisorId: Number(advisorId) }, done);
        if (action === 'year')
          update.mutate(
            { id: person.id, body: { yearOfStudy: year === NONE ? null : Number(year) } },
            done,
          );
        if (action === 'password')
          update.mutate({ id: person.id, body: { temporaryPassword: password } }, done);
        if (action === 'email')
          update.mutate({ id: person.id, body: { email: email.trim() || null } }, done);
      }}
    >
      <DialogHeader>
        <DialogTitle>{form.title}</DialogTitle>
        <DialogDescription>{form.description}</DialogDescription>
      </DialogHeader>
      {form.field}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {t('people.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner className="size-4" />}
          {pending ? t('people.saving') : t('people.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function StaffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <StaffForm onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function StaffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [role, setRole] = useState<(typeof STAFF_ROLES)[number]>(STAFF_ROLES[0]);
  const [values, setValues] = useState({ name: '', username: '', password: '' });
  const create = useCreateStaff(t('people.staffDialog.created'), t('people.failed'));
  const fields = fieldErrors(create.error);
  const input = (key: keyof typeof values) => (
    <FormField id={`${id}-${key}`} label={t(`people.staffDialog.${key}`)} error={fields[key]}>
      <Input
        autoComplete="off"
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
        if (!create.isPending) create.mutate({ role, ...values }, { onSuccess: onDone });
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('people.staffDialog.title')}</DialogTitle>
        <DialogDescription>{t('people.staffDialog.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-role`}>{t('people.staffDialog.role')}</Label>
        <Select
          value={role}
          onValueChange={(value) => setRole(value as (typeof STAFF_ROLES)[number])}
        >
          <SelectTrigger id={`${id}-role`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STAFF_ROLES.map((option) => (
              <SelectItem key={option} value={option}>
                {t(`people.roles.${option}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {input('name')}
      {input('username')}
      {input('password')}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {t('people.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner className="size-4" />}
          {create.isPending ? t('people.saving') : t('people.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
