import type { RegistrationStatusReply, SelectedSubject } from '@daftar/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';
import { useRegistrationStatus } from '@/lib/api/get-registration-status';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { formatDate } from '@/lib/format-date';

function summary(
  t: TFunction<'dashboard'>,
  { status, submittedAt }: RegistrationStatusReply,
  subjects: SelectedSubject[],
): string {
  const count = (wanted: SelectedSubject['status']) =>
    subjects.filter((subject) => subject.status === wanted).length;
  switch (status) {
    case 'draft':
      return t('registration.draft', { count: count('pending') });
    case 'submitted':
      return t('registration.submitted', {
        date: submittedAt ? formatDate(submittedAt) : '',
        decided: subjects.length - count('pending'),
        total: subjects.length,
      });
    case 'partially_approved':
      return t('registration.partially_approved', {
        approved: count('approved'),
        rejected: count('rejected'),
      });
    default:
      return t(`registration.${status}`);
  }
}

/**
 * The student's own registration, beside the period's state: Draft, Submitted (when, and how
 * far the review has got), or how it was decided.
 */
export function RegistrationState() {
  const { t } = useTranslation('dashboard');
  const status = useRegistrationStatus();
  const subjects = useSelectedSubjects();
  const loaded = status.data && subjects.data;

  return (
    <div className="grid gap-1 sm:col-span-3">
      <dt className="text-sm text-muted-foreground">{t('registration.label')}</dt>
      {/* As tall as its badge while loading, so nothing below moves when it arrives. */}
      <dd className="flex min-h-6 flex-wrap items-center gap-x-2 gap-y-1">
        {loaded && (
          <>
            <RegistrationStatusBadge status={status.data.status} />
            <span className="text-sm">{summary(t, status.data, subjects.data)}</span>
          </>
        )}
        {(status.error || subjects.error) && (
          <span className="text-sm text-muted-foreground">{t('registration.error')}</span>
        )}
      </dd>
    </div>
  );
}
