import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadSlipButton } from '@/components/download-slip-button';
import { StudentStatusNotice } from '@/components/student-status-notice';
import { usePeriod } from '@/lib/api/get-period';
import { useRegistrationStatus } from '@/lib/api/get-registration-status';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { useLiveSeats } from '../use-live-seats';
import { AvailableSubjectsCard } from './available-subjects-card';
import { OverloadCard } from './overload-card';
import { PeriodBanner } from './period-banner';
import { PermitsCard } from './permits-card';
import { RecommendedSubjects } from './recommended-subjects';
import { RegistrationSubmittedDialog } from './registration-submitted-dialog';
import { SelectedSubjectsPanel } from './selected-subjects-panel';
import { WithdrawalsCard } from './withdrawals-card';

interface RegistrationPageProps {
  userId: number;
  /** The student's holds (issue 44), above the period. */
  notice?: ReactNode;
  /** The plan's card (issue 48): its link and "Register my plan", under the period. */
  plan?: ReactNode;
  /** The plan's card first of all, under the title (an admitted student's turn at the gate). */
  planFirst?: boolean;
}

/**
 * /registration: the period, the catalogue and the student's selection (spec section 2); the
 * route puts in the parts of other features (holds, the plan).
 */
export function RegistrationPage({ userId, notice, plan, planFirst }: RegistrationPageProps) {
  const { t } = useTranslation('registration');
  const { data: status } = useRegistrationStatus();
  const { data: selected = [] } = useSelectedSubjects();
  const { data: period } = usePeriod();
  useLiveSeats();
  // "Change section" in the selection opens the subject's details in the catalogue.
  const [detailsRequest, setDetailsRequest] = useState<{ subjectId: number } | null>(null);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </div>
        {selected.length > 0 && <DownloadSlipButton />}
      </div>
      {planFirst && plan}
      <StudentStatusNotice period={period} />
      {notice}
      <PeriodBanner />
      {!planFirst && plan}
      <OverloadCard />
      <PermitsCard />
      <WithdrawalsCard />
      <RecommendedSubjects underReview={status?.status === 'submitted'} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <AvailableSubjectsCard
          underReview={status?.status === 'submitted'}
          detailsRequest={detailsRequest}
        />
        <SelectedSubjectsPanel
          status={status}
          onChangeSection={(subjectId) => setDetailsRequest({ subjectId })}
        />
      </div>
      <RegistrationSubmittedDialog status={status} userId={userId} />
    </div>
  );
}
