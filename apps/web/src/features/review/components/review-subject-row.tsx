import type { ReviewSubject } from '@daftar/contract';
import { CheckIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { SubjectStatusBadge } from '@/components/subject-status-badge';
import { cn } from '@/lib/cn';
import { subjectRowProps } from './use-current-subject';
import { localName, localText } from '@/lib/i18n';

interface ReviewSubjectRowProps {
  subject: ReviewSubject;
  /** The registration is `submitted` and no decision is in flight. */
  canDecide: boolean;
  /** The keyboard shortcuts act on this subject: marked beside the row. */
  current: boolean;
  onApprove: (subject: ReviewSubject) => void;
  onReject: (subject: ReviewSubject) => void;
}

/**
 * One subject with its decision buttons, enabled as spec section 4 says: only while the
 * registration is under review and no request is pending; Approve not for an approved subject,
 * Reject not for a rejected one. The rejection reason is plain text, never HTML.
 */
export function ReviewSubjectRow({
  subject,
  canDecide,
  current,
  onApprove,
  onReject,
}: ReviewSubjectRowProps) {
  const { t } = useTranslation('review');
  const { code, credits, status, rejectionReason } = subject;
  const name = localName(subject);
  const faculty = localText(subject.faculty, subject.facultyMs);
  return (
    <TableRow
      {...subjectRowProps(subject.id, current)}
      className={cn(
        'outline-none focus-visible:bg-muted/60',
        current && 'shadow-[inset_3px_0_0_var(--color-primary)]',
      )}
    >
      <TableCell className="py-3 align-top whitespace-normal">
        <span className="block font-mono text-xs font-semibold text-primary">{code}</span>
        <span className="block font-medium break-words">{name}</span>
        <span className="block text-xs break-words text-muted-foreground">{faculty}</span>
        <span className="block text-xs text-muted-foreground sm:hidden">
          {t('detail.creditsShort', { count: credits })}
        </span>
      </TableCell>
      <TableCell className="hidden py-3 pr-6 text-right align-top tabular-nums sm:table-cell">
        {credits}
      </TableCell>
      <TableCell className="py-3 align-top whitespace-normal">
        <SubjectStatusBadge status={status} />
        {status === 'rejected' && rejectionReason && (
          <p
            dir="auto"
            className="mt-1.5 max-w-xs text-xs break-words whitespace-pre-wrap text-destructive"
          >
            {t('detail.reason', { reason: rejectionReason })}
          </p>
        )}
      </TableCell>
      <TableCell className="py-3 align-top">
        <div className="flex flex-col items-stretch justify-end gap-2 sm:flex-row sm:items-center">
          <Button
            size="sm"
            variant="outline"
            className="text-success hover:text-success"
            aria-label={t('detail.approveSubject', { code, name })}
            disabled={!canDecide || status === 'approved'}
            onClick={() => onApprove(subject)}
          >
            <CheckIcon aria-hidden />
            {t('detail.approve')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-destructive hover:text-destructive"
            aria-label={t('detail.rejectSubject', { code, name })}
            disabled={!canDecide || status === 'rejected'}
            onClick={() => onReject(subject)}
          >
            <XIcon aria-hidden />
            {t('detail.rejectShort')}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
