import { ADMIN_CHANGE_ENTITIES, type AdminChangeEntity } from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { formatDateTime } from '@/lib/format-date-time';
import { useChangeTrail, type TrailFilter } from '../api/audit';
import { TrailCard } from './trail-card';
import { ANY, CommonFilters } from './trail-filters';

/** The setup changes (periods, calendar, sections, subjects, faculties, people, catalogue), by who, what and when. */
export function ChangeTrail() {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [filter, setFilter] = useState<TrailFilter & { entity?: AdminChangeEntity }>({ page: 1 });
  const { data, isPending, error, refetch } = useChangeTrail(filter);
  return (
    <TrailCard
      filters={
        <CommonFilters filter={filter} onChange={(next) => setFilter({ ...filter, ...next })}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-what`}>{t('audit.what')}</Label>
            <Select
              value={filter.entity ?? ANY}
              onValueChange={(value) =>
                setFilter({
                  ...filter,
                  page: 1,
                  entity: value === ANY ? undefined : (value as AdminChangeEntity),
                })
              }
            >
              <SelectTrigger id={`${id}-what`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>{t('audit.anything')}</SelectItem>
                {ADMIN_CHANGE_ENTITIES.map((entity) => (
                  <SelectItem key={entity} value={entity}>
                    {t(`audit.entities.${entity}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </CommonFilters>
      }
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
      page={data}
      onPage={(page) => setFilter({ ...filter, page })}
    >
      {data?.items.map((change) => (
        <li key={change.id} className="grid gap-1 rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`audit.entities.${change.entity}`)}</Badge>
            {/* The summary is the trail's record, written when the change was made. */}
            <span className="font-medium break-words">{change.summary}</span>
          </div>
          <p className="text-muted-foreground">
            <time dateTime={change.at}>{formatDateTime(change.at)}</time> ·{' '}
            {change.apiToken
              ? t('audit.byToken', { token: change.apiToken.name, name: change.actor.name })
              : change.actor.name}
          </p>
          {change.reason && (
            <p className="break-words">{t('audit.reason', { reason: change.reason })}</p>
          )}
        </li>
      ))}
    </TrailCard>
  );
}
