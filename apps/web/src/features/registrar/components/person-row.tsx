import type { ManagedUser } from '@daftar/contract';
import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { HoldsDialog } from './holds-dialog';
import { PersonForm, type Action } from './person-form';

/** One person in the registrar's list: who they are, and the actions that change them. */
export function PersonRow({
  person,
  lecturers,
}: {
  person: ManagedUser;
  lecturers: ManagedUser[];
}) {
  const { t } = useTranslation('registrar');
  const [action, setAction] = useState<Action | null>(null);
  const [showHolds, setShowHolds] = useState(false);
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
          {/* Only an active student registers (issue 43): any other status is worth seeing. */}
          {person.studentStatus && person.studentStatus !== 'active' && (
            <Badge variant="outline">{t(`people.statuses.${person.studentStatus}`)}</Badge>
          )}
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
          {/* Holds (issue 44): placed and released here, pushed by the bursary too. */}
          {person.role === 'student' && (
            <DropdownMenuItem onSelect={() => setShowHolds(true)}>
              {t('people.holdsAction')}
            </DropdownMenuItem>
          )}
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
      <Dialog open={showHolds} onOpenChange={setShowHolds}>
        <DialogContent className="sm:max-w-2xl">
          {showHolds && <HoldsDialog person={person} />}
        </DialogContent>
      </Dialog>
    </li>
  );
}
