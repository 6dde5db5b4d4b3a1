import type { Role } from '@daftar/contract';
import { UserPlusIcon, UsersIcon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { usePeople } from '../api/people';
import { AdvisorsDialog } from './advisors-dialog';
import { PersonRow } from './person-row';
import { StaffDialog } from './staff-dialog';
import { FirstStepNotice } from './first-step-notice';

const SHOWN_ROWS = 100;
const ALL = 'all';
const ROLES: Role[] = ['student', 'lecturer', 'admin'];

/** The registrar's people: search, staff accounts, advisors, years, email addresses and temporary passwords. */
export function PeoplePage() {
  const { t } = useTranslation('registrar');
  const { data: people, isPending, error, refetch } = usePeople();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | typeof ALL>(ALL);
  const [addingStaff, setAddingStaff] = useState(false);
  const [assigning, setAssigning] = useState(false);
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
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={!people} onClick={() => setAssigning(true)}>
              <UsersIcon className="size-4" aria-hidden />
              {t('people.advisors.open')}
            </Button>
            <Button onClick={() => setAddingStaff(true)}>
              <UserPlusIcon className="size-4" aria-hidden />
              {t('people.addStaff')}
            </Button>
          </div>
        }
      />
      <FirstStepNotice needs={['faculties']} />
      <StaffDialog open={addingStaff} onOpenChange={setAddingStaff} />
      <AdvisorsDialog open={assigning} onOpenChange={setAssigning} people={people ?? []} />
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
