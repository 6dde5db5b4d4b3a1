import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** A trail's filters, its entries one page at a time, and the pages. */
export function TrailCard({
  filters,
  isPending,
  error,
  onRetry,
  page,
  onPage,
  children,
}: {
  filters: ReactNode;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  page: { page: number; pageSize: number; total: number } | undefined;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('registrar');
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <Card className="py-4">
      <CardContent className="grid gap-4 px-4 sm:px-5">
        {filters}
        {isPending && <Spinner className="size-6 text-primary" />}
        {error && <QueryError title={t('audit.error')} error={error} onRetry={onRetry} />}
        {page && (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('audit.total', { count: page.total })}
            </p>
            {page.total === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">{t('audit.empty')}</p>
            ) : (
              <ul className="grid gap-2">{children}</ul>
            )}
            {pages > 1 && (
              <nav className="flex flex-wrap items-center justify-between gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page.page <= 1}
                  onClick={() => onPage(page.page - 1)}
                >
                  {t('audit.previous')}
                </Button>
                <span className="text-sm tabular-nums">
                  {t('audit.page', { page: page.page, pages })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page.page >= pages}
                  onClick={() => onPage(page.page + 1)}
                >
                  {t('audit.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
