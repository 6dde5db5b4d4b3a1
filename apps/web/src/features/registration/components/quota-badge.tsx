import type { Quota } from '@daftar/contract';
import { AlertTriangleIcon, BanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { quotaLevel, seatsAvailable, type QuotaLevel } from '../quota';

/** The badge colour of each quota level: a full subject or section is red. */
export const QUOTA_BADGE_VARIANTS: Record<QuotaLevel, BadgeProps['variant']> = {
  full: 'destructive',
  warning: 'warning',
  info: 'info',
  success: 'success',
};

/**
 * "x/y available", coloured by how few seats are left (spec section 4). A full subject reads
 * "Full" in red; a screen reader hears its "0/y available" too.
 */
export function QuotaBadge({ quota, className }: { quota: Quota; className?: string }) {
  const { t } = useTranslation('registration');
  const level = quotaLevel(quota);
  const value = t('quota.value', { available: seatsAvailable(quota), total: quota.total });
  return (
    <Badge variant={QUOTA_BADGE_VARIANTS[level]} data-level={level} className={className}>
      {/* The text says how many seats are left; the icon flags the few, not the colour alone. */}
      {level === 'warning' && <AlertTriangleIcon aria-hidden />}
      {level === 'full' ? (
        <>
          <BanIcon aria-hidden />
          <span aria-hidden>{t('quota.full')}</span>
          <span className="sr-only">{t('quota.fullLabel', { value })}</span>
        </>
      ) : (
        value
      )}
    </Badge>
  );
}
