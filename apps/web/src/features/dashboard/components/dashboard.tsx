import type { User } from '@daftar/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useCurrentSemester } from '@/lib/api/get-period';
import { AnnouncementsCard } from './announcements-card';
import { ImportantDatesCard } from './important-dates-card';
import { ProgrammeProgressCard } from './programme-progress-card';
import { RegistrationStatusCard } from './registration-status-card';
import { SelectedSubjectsCard } from './selected-subjects-card';

interface DashboardProps {
  user: User;
  isAdmin: boolean;
  /** Shown under the heading: the route puts the student's holds here (issue 44). */
  notice?: ReactNode;
}

/**
 * The home page (spec section 2). Students see their credits and selection; admins and
 * lecturers see the period and a way to the review page, since they select no subjects.
 */
export function Dashboard({ user, isAdmin, notice }: DashboardProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const isStudent = !isAdmin && user.role === 'student';
  const view = isAdmin ? 'admin' : user.role === 'lecturer' ? 'lecturer' : 'student';
  const semester = useCurrentSemester();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`title.${view}`)}</h1>
          <p className="text-muted-foreground">{t('welcome', { name: user.name })}</p>
          {isStudent && user.studentId && (
            <p className="text-sm text-muted-foreground">
              {t('studentId', { studentId: user.studentId })}
            </p>
          )}
        </div>
        {semester && (
          <Badge variant="secondary" className="px-3 py-1 text-sm">
            {t('common:academicYear', semester)}
          </Badge>
        )}
      </div>
      {notice}
      <div className="grid gap-6 lg:grid-cols-3">
        {/* Reviewers have no selection, so the announcements fill its place beside the dates. */}
        <div className="grid content-start gap-6 lg:col-span-2">
          <RegistrationStatusCard isStudent={isStudent} isAdmin={isAdmin} />
          {isStudent ? <SelectedSubjectsCard /> : <AnnouncementsCard />}
          {isStudent && <ProgrammeProgressCard />}
        </div>
        <div className="grid content-start gap-6">
          <ImportantDatesCard />
          {isStudent && <AnnouncementsCard />}
        </div>
      </div>
    </div>
  );
}
