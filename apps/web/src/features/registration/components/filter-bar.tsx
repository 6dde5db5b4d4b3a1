import { YEARS } from '@daftar/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { NativeSelect } from '@/components/ui/native-select';
import { useFaculties } from '../api/get-faculties';
import type { SubjectFilters } from '../subject-filters';
import { localName } from '@/lib/i18n';

// "All" is the empty value.
const ALL = '';

interface FilterBarProps {
  filters: SubjectFilters;
  onChange: (filters: SubjectFilters) => void;
  searchRef?: Ref<HTMLInputElement>;
  /** Offers "Counts toward my programme": only to a student with a programme structure. */
  programmeFilter?: boolean;
}

/** Search, faculty and year (spec section 2), and the programme's subjects only (issue 45). */
export function FilterBar({ filters, onChange, searchRef, programmeFilter }: FilterBarProps) {
  const { t } = useTranslation('registration');
  const { data: faculties = [] } = useFaculties();
  const toNumber = (value: string) => (value === ALL ? undefined : Number(value));
  const facultyChosen = faculties.find((faculty) => faculty.id === filters.facultyId);
  const facultyShown = facultyChosen ? localName(facultyChosen) : t('filters.allFaculties');

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
      {/* A long name ends in an ellipsis here; the title shows it whole on hover. */}
      <NativeSelect
        aria-label={t('filters.faculty')}
        title={facultyShown}
        value={filters.facultyId === undefined ? ALL : String(filters.facultyId)}
        onChange={(event) => onChange({ ...filters, facultyId: toNumber(event.target.value) })}
      >
        <option value={ALL}>{t('filters.allFaculties')}</option>
        {faculties.map((faculty) => (
          <option key={faculty.id} value={String(faculty.id)}>
            {localName(faculty)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t('filters.year')}
        value={filters.year === undefined ? ALL : String(filters.year)}
        onChange={(event) => onChange({ ...filters, year: toNumber(event.target.value) })}
      >
        <option value={ALL}>{t('filters.allYears')}</option>
        {YEARS.map((year) => (
          <option key={year} value={String(year)}>
            {t('filters.yearOption', { year })}
          </option>
        ))}
      </NativeSelect>
      {programmeFilter && (
        <label className="flex items-center gap-2 text-sm sm:col-span-2 xl:col-span-3">
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-primary"
            checked={!!filters.inProgramme}
            onChange={(event) => onChange({ ...filters, inProgramme: event.target.checked })}
          />
          {t('filters.inProgramme')}
        </label>
      )}
    </div>
  );
}
