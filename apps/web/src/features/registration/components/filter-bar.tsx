import { YEARS } from '@daftar/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useFaculties } from '../api/get-faculties';
import type { SubjectFilters } from '../subject-filters';

// Radix Select has no empty value, so "All" is a value of its own.
const ALL = 'all';

interface FilterBarProps {
  filters: SubjectFilters;
  onChange: (filters: SubjectFilters) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** Search, faculty and year (spec section 2). */
export function FilterBar({ filters, onChange, searchRef }: FilterBarProps) {
  const { t } = useTranslation('registration');
  const { data: faculties = [] } = useFaculties();
  const toNumber = (value: string) => (value === ALL ? undefined : Number(value));
  const facultyShown =
    faculties.find((faculty) => faculty.id === filters.facultyId)?.name ??
    t('filters.allFaculties');

  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1fr)_9.5rem] xl:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_9.5rem]"
    >
      {/* The search keeps a whole row until there is room for all three side by side. */}
      <SearchInput
        ref={searchRef}
        className="sm:col-span-2 xl:col-span-1"
        aria-label={t('filters.searchLabel')}
        placeholder={t('filters.search')}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
      />
      <Select
        value={filters.facultyId === undefined ? ALL : String(filters.facultyId)}
        onValueChange={(value) => onChange({ ...filters, facultyId: toNumber(value) })}
      >
        {/* A long name ends in an ellipsis here; the title shows it whole on hover. */}
        <SelectTrigger aria-label={t('filters.faculty')} title={facultyShown}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('filters.allFaculties')}</SelectItem>
          {faculties.map((faculty) => (
            <SelectItem key={faculty.id} value={String(faculty.id)}>
              {faculty.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={filters.year === undefined ? ALL : String(filters.year)}
        onValueChange={(value) => onChange({ ...filters, year: toNumber(value) })}
      >
        <SelectTrigger aria-label={t('filters.year')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('filters.allYears')}</SelectItem>
          {YEARS.map((year) => (
            <SelectItem key={year} value={String(year)}>
              {t('filters.yearOption', { year })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
