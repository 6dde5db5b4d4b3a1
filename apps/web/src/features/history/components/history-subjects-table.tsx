import type { HistoryEntry } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { SubjectStatusBadge } from '@/components/subject-status-badge';
import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { localName, localText } from '@/lib/i18n';

/**
 * The subjects of one registration: code, name, credits, faculty, status. A subject withdrawn
 * from (issue 47) reads W, Withdrawn, with no credits. On a phone each row stacks into a small
 * card, so nothing scrolls sideways.
 */
export function HistorySubjectsTable({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('history');
  return (
    <Table className="max-sm:block">
      <TableCaption className="sr-only">
        {t('table.caption', { semester: entry.semester, academicYear: entry.academicYear })}
      </TableCaption>
      <TableHeader className="max-sm:sr-only">
        <TableRow>
          <TableHead scope="col">{t('table.code')}</TableHead>
          <TableHead scope="col">{t('table.name')}</TableHead>
          <TableHead scope="col" className="text-center">
            {t('table.credits')}
          </TableHead>
          <TableHead scope="col">{t('table.faculty')}</TableHead>
          <TableHead scope="col">{t('table.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-sm:block">
        {entry.subjects.map((subject) => (
          <TableRow
            key={subject.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 py-3 sm:table-row sm:py-0"
          >
            <TableCell className="p-0 font-mono font-semibold text-primary sm:p-2">
              {subject.code}
            </TableCell>
            <TableCell className="col-span-2 row-start-2 p-0 sm:p-2">
              <span className="block font-medium break-words">{localName(subject)}</span>
              {subject.status === 'rejected' && subject.rejectionReason && (
                <span dir="auto" className="block text-xs break-words text-destructive">
                  {t('table.reason', { reason: subject.rejectionReason })}
                </span>
              )}
              {subject.withdrawnAt && (
                <span className="block text-xs text-muted-foreground">
                  {t('table.withdrawnOn', { date: formatDate(subject.withdrawnAt) })}
                </span>
              )}
            </TableCell>
            <TableCell className="row-start-4 p-0 text-sm tabular-nums sm:p-2 sm:text-center">
              <span className="text-muted-foreground sm:sr-only">{t('table.creditsLabel')} </span>
              {subject.credits}
            </TableCell>
            <TableCell className="col-span-2 row-start-3 p-0 text-sm break-words text-muted-foreground sm:p-2 sm:text-foreground">
              {localText(subject.facultyName, subject.facultyNameMs)}
            </TableCell>
            <TableCell className="col-start-2 row-start-1 justify-self-end p-0 sm:p-2">
              {subject.withdrawnAt ? (
                <span className="inline-flex items-center gap-1.5 text-sm">
                  <Badge variant="outline" className="font-mono">
                    {t('table.withdrawnGrade')}
                  </Badge>
                  {t('table.withdrawn')}
                </span>
              ) : (
                <SubjectStatusBadge status={subject.status} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
