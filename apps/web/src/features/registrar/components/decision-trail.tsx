import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format-date-time';
import { useDecisionTrail, type TrailFilter } from '../api/audit';
import { TrailCard } from './trail-card';
import { CommonFilters } from './trail-filters';
import { localName } from '@/lib/i18n';

/** The advisors' decisions, by who, when and registration. */
export function DecisionTrail() {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [filter, setFilter] = useState<TrailFilter & { registrationId?: number }>({ page: 1 });
  const { data, isPending, error, refetch } = useDecisionTrail(filter);
  return (
    <TrailCard
      filters={
        <CommonFilters filter={filter} onChange={(next) => setFilter({ ...filter, ...next })}>
          <FormField id={`${id}-registration`} label={t('audit.registration')}>
            <Input
              inputMode="numeric"
              value={filter.registrationId ?? ''}
              onChange={(event) => {
                const digits = event.target.value.replace(/\D/g, '');
                setFilter({
                  ...filter,
                  page: 1,
                  registrationId: digits ? Number(digits) : undefined,
                });
              }}
            />
          </FormField>
        </CommonFilters>
      }
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
      page={data}
      onPage={(page) => setFilter({ ...filter, page })}
    >
      {data?.items.map((entry) => (
        <li key={entry.id} className="grid gap-1 rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={entry.decision === 'approved' ? 'success' : 'destructive'}>
              {t(`audit.${entry.decision}`)}
            </Badge>
            <span className="font-medium">
              {entry.subject
                ? `${entry.subject.code} ${localName(entry.subject)}`
                : t('audit.wholeRegistration')}
            </span>
          </div>
          <p className="text-muted-foreground">
            {t('audit.student', {
              name: entry.student.name,
              studentId: entry.student.studentId ?? '',
            })}{' '}
            · {t('audit.registrationNo', { id: entry.registrationId })}
          </p>
          <p className="text-muted-foreground">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.actor.name}
          </p>
          {entry.reason && (
            <p className="break-words whitespace-pre-line">
              {t('audit.reason', { reason: entry.reason })}
            </p>
          )}
        </li>
      ))}
    </TrailCard>
  );
}
