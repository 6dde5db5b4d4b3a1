import type { StudentProgress } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { localText } from '@/lib/i18n';
import { useShortfall } from './use-shortfall';

/**
 * Every requirement group of the student's structure (issue 45): its kind and credits required,
 * then the credits done, in progress and still needed (a core group's subjects too).
 */
export function ProgressGroupsTable({ progress }: { progress: StudentProgress }) {
  const { t } = useTranslation(['dashboard', 'progress']);
  const shortfall = useShortfall();
  return (
    <Table>
      <caption className="sr-only">{t('progress.groupsCaption')}</caption>
      <TableHeader>
        <TableRow>
          {/* The headings wrap, so four columns fit a phone ("Sedang diambil" on two lines). */}
          <TableHead scope="col" className="whitespace-normal">
            {t('progress.group')}
          </TableHead>
          <TableHead scope="col" className="text-right whitespace-normal">
            {t('progress.done')}
          </TableHead>
          <TableHead scope="col" className="text-right whitespace-normal">
            {t('progress.inProgress')}
          </TableHead>
          <TableHead scope="col" className="text-right whitespace-normal">
            {t('progress.needed')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {progress.groups.map((group) => (
          <TableRow key={group.code}>
            <TableHead scope="row" className="h-auto py-2 font-normal whitespace-normal">
              <span className="block font-medium">{localText(group.name.en, group.name.ms)}</span>
              <span className="block text-xs text-muted-foreground">
                {t(`progress:kinds.${group.kind}`)}
                {group.creditsRequired > 0 &&
                  ` · ${t('progress.required', { count: group.creditsRequired })}`}
              </span>
            </TableHead>
            <TableCell className="text-right tabular-nums">{group.done.credits}</TableCell>
            <TableCell className="text-right tabular-nums">{group.inProgress.credits}</TableCell>
            <TableCell className="text-right whitespace-normal tabular-nums">
              {group.complete ? t('progress.complete') : shortfall(group)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
