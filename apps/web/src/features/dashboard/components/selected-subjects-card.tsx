import { DASHBOARD_SELECTED_SUBJECTS } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadSlipButton } from '@/components/download-slip-button';
import { QueryError } from '@/components/query-error';
import { SubjectStatusBadge } from '@/components/subject-status-badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRegistrationStatus } from '@/lib/api/get-registration-status';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { shownSubjectStatus } from '@/lib/shown-subject-status';
import { localName } from '@/lib/i18n';

/** The first few subjects of the student's selection, with a way to the rest (spec section 2). */
export function SelectedSubjectsCard() {
  const { t } = useTranslation('dashboard');
  const { data: subjects = [], isPending, error, refetch } = useSelectedSubjects();
  const { data: registration } = useRegistrationStatus();
  const shown = subjects.slice(0, DASHBOARD_SELECTED_SUBJECTS);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('selected.title')}</CardTitle>
        <CardDescription>{t('selected.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending && <Spinner className="size-6 text-primary" />}
        {error && (
          <QueryError
            title={t('selected.error')}
            error={error}
            fallback={t('selected.unknownError')}
            onRetry={() => void refetch()}
          />
        )}
        {!isPending && !error && subjects.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('selected.empty')}</p>
        )}
        {shown.length > 0 && (
          <ul className="divide-y rounded-lg border">
            {shown.map((subject) => (
              <li key={subject.id} className="flex items-start justify-between gap-3 p-3">
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-mono text-sm font-semibold text-primary">
                    {subject.code}
                  </span>
                  <span className="text-sm break-words">{localName(subject)}</span>
                  {subject.status === 'rejected' && subject.rejectionReason && (
                    <span className="text-xs break-words text-destructive">
                      <bdi>{subject.rejectionReason}</bdi>
                    </span>
                  )}
                </div>
                <SubjectStatusBadge
                  status={shownSubjectStatus(subject.status, registration?.status)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {subjects.length > 0 && (
        <CardFooter className="flex flex-wrap items-center justify-between gap-3">
          <DownloadSlipButton />
          {subjects.length > DASHBOARD_SELECTED_SUBJECTS && (
            <Link
              to={paths.registration}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('selected.viewAll', { count: subjects.length })}
            </Link>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
