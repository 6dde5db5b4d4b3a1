import type { Quota } from '@daftar/contract';
import { AlertTriangleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { quotaLevel, seatsAvailable } from '../quota';

/** "x/y available", coloured by how few seats are left (spec section 4). */
export function QuotaBadge({ quota, className }: { quota: Quota; className?: string }) {
  const { t } = useTranslation('registration');
  const level = quotaLevel(quota);
  return (
    <Badge variant={level} data-level={level} className={className}>
      {/* The text says how many seats are left; the icon flags the few, not the colour alone. */}
      {level === 'warning' && <AlertTriangleIcon aria-hidden />}
      {t('quota.value', { available: seatsAvailable(quota), total: quota.total })}
    </Badge>
  );
}
