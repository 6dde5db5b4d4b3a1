import { YEARS, type ManagedUser } from '@daftar/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
import { useAssignAdvisor, useMoveAdvisees, useUpdatePerson } from '../api/people';

const NONE = 'none';

/** What the registrar can change of a person, one form each. */
export type Action = 'advisor' | 'year' | 'email' | 'password' | 'move';

/** One action's form: the field it changes, and Save. */
export function PersonForm({
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
