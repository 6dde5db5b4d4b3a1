import type { SubjectStatus } from '@daftar/contract';
import { CircleCheckIcon, CircleXIcon, ClockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const ICONS = { approved: CircleCheckIcon, rejected: CircleXIcon, pending: ClockIcon };

/** A subject's status as an icon and a word, so it never rests on colour alone. */
export function StatusMark({ status, className }: { status: SubjectStatus; className?: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[status];
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium', className)}>
      <Icon className="size-3 shrink-0" aria-hidden />
      {t(`subjectStatus.${status}`)}
    </span>
  );
}
