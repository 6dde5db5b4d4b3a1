import type { RegistrationDetail } from '@daftar/contract';
import { CheckCheckIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date-time';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';
import { useFocusOnMount } from './use-focus-on-mount';

interface RegistrationSummaryProps {
  detail: RegistrationDetail;
  /** A decision is in flight: nothing else may be decided until it ends. */
  busy: boolean;
  onApproveAll: () => void;
  onReject: () => void;
  autoFocus: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Who submitted, for which period, how much, its status, and the whole-registration decisions. */
export function RegistrationSummary({
  detail,
  busy,
  onApproveAll,
  onReject,
  autoFocus,
}: RegistrationSummaryProps) {
  const { t } = useTranslation(['review', 'common']);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(autoFocus);
  const underReview = detail.status === 'submitted';
  const hasPending = detail.subjects.some((subject) => subject.status === 'pending');

  return (
    <Card>
      <CardHeader>
        <CardTitle
          ref={headingRef}
          tabIndex={-1}
          className="text-xl break-words outline-none sm:text-2xl"
        >
          <bdi>{detail.student.name}</bdi>
        </CardTitle>
        {detail.student.studentId && (
          <CardDescription>
            {t('detail.studentId', { studentId: detail.student.studentId })}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          <Fact label={t('detail.period')}>{t('common:semester', detail.period)}</Fact>
          <Fact label={t('detail.submitted')}>
            <time dateTime={detail.submittedAt}>{formatDateTime(detail.submittedAt)}</time>
          </Fact>
          <Fact label={t('detail.credits')}>{detail.totalCredits}</Fact>
          <Fact label={t('detail.subjectCount')}>{detail.totalSubjects}</Fact>
          <Fact label={t('detail.status')}>
            <RegistrationStatusBadge status={detail.status} />
          </Fact>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap gap-2 border-t pt-5">
        <Button disabled={!underReview || !hasPending || busy} onClick={onApproveAll}>
          <CheckCheckIcon aria-hidden />
          {t('detail.approveAll')}
        </Button>
        <Button variant="destructive" disabled={!underReview || busy} onClick={onReject}>
          <XIcon aria-hidden />
          {t('detail.reject')}
        </Button>
        {!underReview && (
          <p className="basis-full text-sm text-muted-foreground">{t('detail.notUnderReview')}</p>
        )}
      </CardFooter>
    </Card>
  );
}
