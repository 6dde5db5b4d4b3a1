import { REVIEW_QUEUE_STATUSES, YEARS, type ReviewQueuePage } from '@daftar/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { QueueParams, QueueSort, SortOrder } from '../queue-params';

// Radix Select has no empty value, so "All years" is a value of its own.
const ALL = 'all';
const SORTS: { sort: QueueSort; order: SortOrder }[] = [
  { sort: 'submitted', order: 'asc' },
  { sort: 'submitted', order: 'desc' },
  { sort: 'name', order: 'asc' },
  { sort: 'name', order: 'desc' },
  { sort: 'credits', order: 'asc' },
  { sort: 'credits', order: 'desc' },
];
const SEARCH_DELAY_MS = 300;

interface QueueFiltersProps {
  queue: QueueParams;
  counts: ReviewQueuePage['counts'] | undefined;
  /** `replace`: a step of typing, not worth an entry in the browser's history. */
  onChange: (queue: QueueParams, options?: { replace: boolean }) => void;
}

/** Search by name or student ID, the status with its counts, the year of study and the order. */
export function QueueFilters({ queue, counts, onChange }: QueueFiltersProps) {
  const { t } = useTranslation('review');
  const [search, setSearch] = useState(queue.q);
  const [shownQ, setShownQ] = useState(queue.q);
  // The address changed under the box (Back, a link): show what it says.
  if (queue.q !== shownQ) {
    setShownQ(queue.q);
    if (search.trim() !== queue.q) setSearch(queue.q);
  }
  const commitSearch = useEffectEvent((text: string) => {
    if (text !== queue.q) onChange({ ...queue, q: text, page: 1 }, { replace: true });
  });
  useEffect(() => {
    const timer = setTimeout(() => commitSearch(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const change = (next: Partial<QueueParams>) => onChange({ ...queue, ...next, page: 1 });

  return (
    <div role="search" aria-label={t('queue.filtersLabel')} className="grid gap-3">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_9.5rem_14rem]">
        <SearchInput
          className="sm:col-span-2 lg:col-span-1"
          aria-label={t('queue.searchLabel')}
          placeholder={t('queue.searchPlaceholder')}
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          value={queue.year === undefined ? ALL : String(queue.year)}
          onValueChange={(value) => change({ year: value === ALL ? undefined : Number(value) })}
        >
          <SelectTrigger aria-label={t('queue.year')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('queue.allYears')}</SelectItem>
            {YEARS.map((year) => (
              <SelectItem key={year} value={String(year)}>
                {t('queue.yearOption', { year })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={`${queue.sort}-${queue.order}`}
          onValueChange={(value) => {
            const [sort, order] = value.split('-') as [QueueSort, SortOrder];
            change({ sort, order });
          }}
        >
          <SelectTrigger aria-label={t('queue.sortLabel')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORTS.map(({ sort, order }) => (
              <SelectItem key={`${sort}-${order}`} value={`${sort}-${order}`}>
                {t(`queue.sort.${sort}-${order}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div role="group" aria-label={t('queue.statusLabel')} className="flex flex-wrap gap-2">
        {REVIEW_QUEUE_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={queue.status === status ? 'default' : 'outline'}
            aria-pressed={queue.status === status}
            onClick={() => change({ status })}
          >
            {counts
              ? t(`queue.status.${status}Count`, { count: counts[status] })
              : t(`queue.status.${status}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
