import { XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFaculties } from '../api/get-faculties';
import type { SubjectFilters } from '../subject-filters';
import { localName } from '@/lib/i18n';

interface NoMatchingSubjectsProps {
  filters: SubjectFilters;
  onClear: () => void;
}

/**
 * The catalogue has subjects but none passes the filters: say which search and filters found
 * nothing, and offer to clear them ("No subjects available" is kept for an empty catalogue).
 */
export function NoMatchingSubjects({ filters, onClear }: NoMatchingSubjectsProps) {
  const { t } = useTranslation('registration');
  const { data: faculties = [] } = useFaculties();
  const search = filters.search.trim();
  const chosen = faculties.find((each) => each.id === filters.facultyId);
  const faculty = chosen && localName(chosen);
  const year =
    filters.year === undefined ? undefined : t('filters.yearOption', { year: filters.year });
  const inProgramme = filters.inProgramme ? t('filters.inProgrammeScope') : undefined;
  const scope = [faculty, year, inProgramme].filter(Boolean).join(', ');
  let sentence = t('table.noMatchFilters', { scope });
  if (search)
    sentence = scope ? t('table.noMatchIn', { search, scope }) : t('table.noMatch', { search });

  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
      <div className="grid gap-1">
        <p className="text-sm font-medium break-words">{sentence}</p>
        <p className="text-sm text-muted-foreground">{t('table.noMatchHint')}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onClear}>
        <XIcon aria-hidden />
        {t('table.clearFilters')}
      </Button>
    </div>
  );
}
