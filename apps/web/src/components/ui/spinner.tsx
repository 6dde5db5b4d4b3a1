import { Loader2Icon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A busy indicator announced to screen readers as "Loading" unless labelled otherwise. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  const { t } = useTranslation();
  return (
    <Loader2Icon
      role="status"
      aria-label={t('loading')}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
