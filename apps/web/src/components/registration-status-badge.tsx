import type { RegistrationStatus } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<RegistrationStatus, BadgeProps['variant']> = {
  draft: 'secondary',
  submitted: 'info',
  approved: 'success',
  rejected: 'destructive',
  partially_approved: 'warning',
};

/** A registration's state in words as well as colour, capitalised ("Partially Approved"). */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANTS[status]}>{t(`registrationStatus.${status}`)}</Badge>;
}
