import type { SubjectStatus } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<SubjectStatus, BadgeProps['variant']> = {
  approved: 'success',
  rejected: 'destructive',
  pending: 'info',
};

/** Approved, Rejected, or Pending for anything not yet decided (spec section 4). */
export function SubjectStatusBadge({ status }: { status: SubjectStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANTS[status]}>{t(`subjectStatus.${status}`)}</Badge>;
}
