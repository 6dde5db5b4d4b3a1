import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { ShownSubjectStatus } from '@/lib/shown-subject-status';

const VARIANTS: Record<ShownSubjectStatus, BadgeProps['variant']> = {
  approved: 'success',
  rejected: 'destructive',
  pending: 'info',
  notSubmitted: 'outline',
};

/**
 * Approved, Rejected, or Pending for anything not yet decided (spec section 4); a student's own
 * subject not yet sent for approval reads "Not submitted" (see `shownSubjectStatus`).
 */
export function SubjectStatusBadge({ status }: { status: ShownSubjectStatus }) {
  const { t } = useTranslation();
  // Wraps where space is short: Malay's "Menunggu keputusan" is twice "Pending" on a phone's table.
  return (
    <Badge variant={VARIANTS[status]} className="max-w-full whitespace-normal">
      {t(`subjectStatus.${status}`)}
    </Badge>
  );
}
