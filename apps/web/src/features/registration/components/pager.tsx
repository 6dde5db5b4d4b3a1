import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { pageWindow } from '../page-window';

interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Prev, at most 3 page buttons, Next (spec section 9). */
export function Pager({ page, pageCount, onPageChange }: PagerProps) {
  const { t } = useTranslation('registration');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pager.label')}>
      <ul className="flex items-center gap-1">
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon aria-hidden />
            {t('pager.prev')}
          </Button>
        </li>
        {pageWindow(page, pageCount).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'default' : 'outline'}
              size="sm"
              className="min-w-8 tabular-nums"
              aria-label={t('pager.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPageChange(number)}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {t('pager.next')}
            <ChevronRightIcon aria-hidden />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
