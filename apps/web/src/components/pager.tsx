import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageWindow } from '@/lib/page-window';

export interface PagerLabels {
  /** The navigation landmark's name. */
  label: string;
  prev: string;
  next: string;
  /** A page button's accessible name. */
  page: (page: number) => string;
}

interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PagerLabels;
}

/**
 * Prev, at most 3 page buttons, Next (spec section 9): the subject list's pager, and the review
 * queue's. Nothing when there is one page.
 */
export function Pager({ page, pageCount, onPageChange, labels }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.label}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon aria-hidden />
            {labels.prev}
          </Button>
        </li>
        {pageWindow(page, pageCount).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'default' : 'outline'}
              size="sm"
              className="min-w-8 tabular-nums"
              aria-label={labels.page(number)}
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
            {labels.next}
            <ChevronRightIcon aria-hidden />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
