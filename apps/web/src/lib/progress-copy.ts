import type { StudentProgress, SubjectFit } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { addScreenCopy, localText } from '@/lib/i18n';
import en from '@/locales/en/progress.json';
import ms from '@/locales/ms/progress.json';

// A programme structure's words (issue 45), shared by the dashboard, the registration page and the
// registrar's structures screen: the kinds of requirement group, and where a subject counts.
addScreenCopy('progress', { en, ms });

/**
 * Where a subject counts, as its mark says it: "Core, year 2" (the group's kind and the year
 * the structure recommends it in), with "already met" when adding it would move nothing on.
 * `title` names the group itself, for a tooltip and a screen reader.
 */
export function useFitText() {
  const { t } = useTranslation('progress');
  return (fit: SubjectFit, progress: StudentProgress) => {
    const group = progress.groups.find((g) => g.code === fit.group);
    const kind = group ? t(`kinds.${group.kind}`) : fit.group;
    const label = fit.year === null ? kind : t('fit.year', { kind, year: fit.year });
    return {
      label: fit.open ? label : t('fit.met', { label }),
      title: t('fit.title', { group: group ? localText(group.name.en, group.name.ms) : fit.group }),
    };
  };
}
