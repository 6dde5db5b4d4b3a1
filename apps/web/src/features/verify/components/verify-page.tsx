import { formatCampusDateTime, type SlipVerification } from '@daftar/contract';
import { CircleAlertIcon, CircleCheckIcon, SearchXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/http-client';
import { currentLanguage, localText } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useSlipVerification } from '../api/get-slip-verification';
import { SlipSubjectsList } from './slip-subjects-list';

/**
 * /verify/:code, open to anyone: what a registration slip's QR code leads to. A sponsor, hostel
 * or faculty office sees the facts the slip was made from and whether it is still current.
 */
export function VerifyPage({ code }: { code: string }) {
  const { t } = useTranslation('verify');
  const { data: slip, isPending, error, refetch } = useSlipVerification(code);

  if (isPending) return <Spinner className="mx-auto size-6 text-primary" />;
  if (error instanceof HttpError && error.status === 404) {
    return (
      <Card role="alert">
        <CardHeader className="items-center text-center">
          <SearchXIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
          <CardTitle as="h2" className="text-xl">
            {t('notFound.title')}
          </CardTitle>
          <CardDescription>{t('notFound.description')}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  if (error) return <QueryError title={t('error')} error={error} onRetry={() => void refetch()} />;
  return <SlipFacts slip={slip} />;
}

function Standing({ superseded }: { superseded: boolean }) {
  const { t } = useTranslation('verify');
  const Icon = superseded ? CircleAlertIcon : CircleCheckIcon;
  const key = superseded ? 'superseded' : 'valid';
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-lg border p-4',
        superseded
          ? 'border-warning bg-warning/10 text-foreground'
          : 'border-success bg-success/10 text-foreground',
      )}
    >
      <Icon
        className={cn('mt-0.5 size-6 shrink-0', superseded ? 'text-warning' : 'text-success')}
        aria-hidden
      />
      <div className="grid gap-1">
        <p className="text-lg font-semibold">{t(`${key}.title`)}</p>
        <p className="text-sm">{t(`${key}.description`)}</p>
      </div>
    </div>
  );
}

function SlipFacts({ slip }: { slip: SlipVerification }) {
  const { t } = useTranslation('verify');
  const facts: [string, React.ReactNode][] = [
    [
      t('studentId'),
      <>
        <span className="font-mono">{slip.studentId}</span>{' '}
        <span className="text-sm text-muted-foreground">({t('studentIdHidden')})</span>
      </>,
    ],
    [t('faculty'), localText(slip.faculty, slip.facultyMs) || t('noFaculty')],
    [
      t('semester'),
      t('semesterValue', { semester: slip.semester, academicYear: slip.academicYear }),
    ],
    [
      t('generatedAt'),
      <time key="generated" dateTime={slip.generatedAt}>
        {t('malaysiaTime', {
          dateTime: formatCampusDateTime(slip.generatedAt, currentLanguage()),
        })}
      </time>,
    ],
    [t('totalCredits'), <span className="tabular-nums">{slip.totalCredits}</span>],
  ];
  return (
    <div className="grid gap-6">
      <Standing superseded={slip.superseded} />
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle as="h2" className="text-xl">
              {slip.studentName}
            </CardTitle>
            <Badge variant={slip.final ? 'success' : 'warning'} className="uppercase">
              {t(slip.final ? 'final' : 'temporary')}
            </Badge>
          </div>
          <CardDescription>{t(slip.final ? 'finalNote' : 'temporaryNote')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            {facts.map(([term, value]) => (
              <div key={term} className="grid gap-1">
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <SlipSubjectsList subjects={slip.subjects} />
        </CardContent>
      </Card>
    </div>
  );
}
