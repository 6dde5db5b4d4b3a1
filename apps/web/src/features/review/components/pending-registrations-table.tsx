import type { ReviewQueueItem } from '@daftar/contract';
import { ArrowRightIcon, FilePenLineIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';
import { formatDateTime } from '@/lib/format-date-time';

interface PendingRegistrationsTableProps {
  registrations: ReviewQueueItem[];
  onView: (registrationId: number) => void;
}

/**
 * One row per registration of the queue, with its status and how much of it is decided. On narrow screens the secondary columns fold into the
 * student's cell, so the row never scrolls sideways and View Details stays in reach.
 */
export function PendingRegistrationsTable({
  registrations,
  onView,
}: PendingRegistrationsTableProps) {
  const { t } = useTranslation(['review', 'common']);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('list.student')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('list.period')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('list.submitted')}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t('list.credits')}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t('list.subjects')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('queue.statusColumn')}</TableHead>
          <TableHead className="text-right">{t('list.action')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {registrations.map((registration) => {
          const { id, student, period, submittedAt, totalCredits, totalSubjects } = registration;
          const submitted = formatDateTime(submittedAt);
          const status = (
            <>
              <RegistrationStatusBadge status={registration.status} />
              <span className="mt-1 block text-xs text-muted-foreground">
                {t('queue.decided', {
                  decided: registration.decidedSubjects,
                  count: totalSubjects,
                })}
              </span>
            </>
          );
          return (
            <TableRow key={id}>
              <TableCell className="py-3">
                <span className="block font-medium break-words">
                  <bdi>{student.name}</bdi>
                </span>
                {registration.amendment && (
                  <Badge variant="outline" className="mt-1">
                    <FilePenLineIcon aria-hidden />
                    {t('amendment.badge')}
                  </Badge>
                )}
                {student.studentId && (
                  <span className="block text-xs text-muted-foreground">
                    {t('list.studentId', { studentId: student.studentId })}
                  </span>
                )}
                {registration.yearOfStudy !== null && (
                  <span className="block text-xs text-muted-foreground">
                    {t('queue.yearOption', { year: registration.yearOfStudy })}
                  </span>
                )}
                <span className="mt-1 block text-xs text-muted-foreground md:hidden">
                  {t('common:semester', period)}
                </span>
                <span className="block text-xs text-muted-foreground sm:hidden">{submitted}</span>
                <span className="block text-xs text-muted-foreground sm:hidden">
                  {t('list.totals', { credits: totalCredits, subjects: totalSubjects })}
                </span>
                <span className="mt-1 block lg:hidden">{status}</span>
              </TableCell>
              <TableCell className="hidden md:table-cell">{t('common:semester', period)}</TableCell>
              <TableCell className="hidden sm:table-cell">
                <time dateTime={submittedAt}>{submitted}</time>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {totalCredits}
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {totalSubjects}
              </TableCell>
              <TableCell className="hidden align-top lg:table-cell">{status}</TableCell>
              <TableCell className="text-right">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('list.viewDetailsOf', { name: student.name })}
                  onClick={() => onView(id)}
                >
                  {t('list.viewDetails')}
                  <ArrowRightIcon aria-hidden />
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
