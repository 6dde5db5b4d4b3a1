import type { GroupProgress } from '@daftar/contract';
import { useTranslation } from 'react-i18next';

/** What a group still needs, in words: credits, and a core group's subjects. */
export function useShortfall() {
  const { t } = useTranslation('dashboard');
  return (group: GroupProgress) =>
    [
      group.needed.credits > 0 && t('progress.creditsNeeded', { count: group.needed.credits }),
      group.needed.subjects.length > 0 &&
        t('progress.subjectsNeeded', { count: group.needed.subjects.length }),
    ]
      .filter(Boolean)
      .join(', ');
}
