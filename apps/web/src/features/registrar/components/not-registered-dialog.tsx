import {
  formatCampusDateTime,
  type AdminPeriod,
  type NotRegisteredList,
  type NotRegisteredStudent,
} from '@daftar/contract';
import type { TFunction } from 'i18next';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
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
import { currentLanguage } from '@/lib/i18n';
import { downloadNotRegisteredCsv, useNotRegistered } from '../api/not-registered';
import { DownloadButton } from './download-button';

interface NotRegisteredDialogProps {
  period: AdminPeriod;
  /** The button that opens it, and takes the focus back when it closes. */
  children: ReactElement;
}

/**
 * A semester's Not Registered list (issue 47): after its day, the students marked; before it,
 * those with no approved subject who would be marked today. Read each time it is opened.
 */
export function NotRegisteredDialog({ period, children }: NotRegisteredDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        {open && <NotRegisteredContent period={period} />}
      </DialogContent>
    </Dialog>
  );
}

function NotRegisteredContent({ period }: { period: AdminPeriod }) {
  const { t } = useTranslation('registrar');
  const { data: list, isPending, error, refetch } = useNotRegistered(period.id);
  const name = t('semesters.name', period);
  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle>{t('semesters.notRegistered.title', { name })}</DialogTitle>
        <DialogDescription>{t('semesters.notRegistered.description')}</DialogDescription>
      </DialogHeader>
      {isPending && <Spinner className="size-6 text-primary" />}
      {error && (
        <QueryError
          title={t('semesters.notRegistered.error')}
          error={error}
          onRetry={() => void refetch()}
        />
      )}
      {list && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {list.students.length === 0 ? (
              <p className="min-w-0 flex-1 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
                {list.marked
                  ? t('semesters.notRegistered.emptyMarked')
                  : t('semesters.notRegistered.emptyToday')}
              </p>
            ) : (
              <p className="min-w-0 flex-1 text-sm">{whoText(list, t)}</p>
            )}
            <DownloadButton
              download={() => downloadNotRegisteredCsv(period.id)}
              failed={t('semesters.notRegistered.downloadFailed')}
            >
              {t('semesters.notRegistered.download')}
            </DownloadButton>
          </div>
          {list.students.length > 0 && (
            <StudentsTable students={list.students} marked={list.marked} />
          )}
        </>
      )}
    </div>
  );
}

/** Whom the list holds: the marked, or who would be (and on which day, if any). */
function whoText(list: NotRegisteredList, t: TFunction<'registrar'>): string {
  const count = list.students.length;
  if (list.marked)
    return t('semesters.notRegistered.marked', {
      count,
      date: list.notRegisteredDate ? formatDate(list.notRegisteredDate) : '',
    });
  if (list.notRegisteredDate)
    return t('semesters.notRegistered.upcoming', {
      count,
      date: formatDate(list.notRegisteredDate),
    });
  return t('semesters.notRegistered.noDate', { count });
}

function StudentsTable({
  students,
  marked,
}: {
  students: NotRegisteredStudent[];
  marked: boolean;
}) {
  const { t } = useTranslation('registrar');
  const language = currentLanguage();
  const when = (at: string | null) =>
    at ? formatCampusDateTime(at, language) : t('semesters.notRegistered.notYet');
  return (
    <Table>
      <TableCaption className="sr-only">
        {marked
          ? t('semesters.notRegistered.captionMarked')
          : t('semesters.notRegistered.captionToday')}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('semesters.notRegistered.studentId')}</TableHead>
          <TableHead scope="col">{t('semesters.notRegistered.name')}</TableHead>
          <TableHead scope="col">{t('semesters.notRegistered.programme')}</TableHead>
          <TableHead scope="col">{t('semesters.notRegistered.reminded')}</TableHead>
          <TableHead scope="col">{t('semesters.notRegistered.markedAt')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {students.map(({ student, programme, remindedAt, markedAt }) => (
          <TableRow key={student.id}>
            <TableCell className="font-mono whitespace-nowrap">
              {student.studentId ?? t('semesters.notRegistered.none')}
            </TableCell>
            <TableHead scope="row" className="h-auto min-w-40 p-2 font-normal whitespace-normal">
              {student.name}
            </TableHead>
            <TableCell>{programme ?? t('semesters.notRegistered.none')}</TableCell>
            <TableCell className="whitespace-nowrap">{when(remindedAt)}</TableCell>
            <TableCell className="whitespace-nowrap">{when(markedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
