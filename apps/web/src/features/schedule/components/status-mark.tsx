import type { SubjectStatus } from '@daftar/contract';
import { CircleCheckIcon, CircleDashedIcon, CircleXIcon, ClockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRegistrationStatus } from '@/lib/api/get-registration-status';
import { cn } from '@/lib/cn';
import { shownSubjectStatus } from '@/lib/shown-subject-status';

const ICONS = {
  approved: CircleCheckIcon,
  rejected: CircleXIcon,
  pending: ClockIcon,
  notSubmitted: CircleDashedIcon,
};

/**
 * A subject's status as an icon and a word, so it never rests on colour alone; "Not submitted"
 * while the student has not sent it for approval.
 */
export function StatusMark({ status, className }: { status: SubjectStatus; className?: string }) {
  const { t } = useTranslation();
  const { data: registration } = useRegistrationStatus();
  const shown = shownSubjectStatus(status, registration?.status);
  const Icon = ICONS[shown];
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium', className)}>
      <Icon className="size-3 shrink-0" aria-hidden />
      {t(`subjectStatus.${shown}`)}
    </span>
  );
}
