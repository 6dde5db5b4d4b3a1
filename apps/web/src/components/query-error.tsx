import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { serverMessage } from '@/lib/http-client';

interface QueryErrorProps {
  title: string;
  error: unknown;
  /** What to say when the server gave no sentence of its own. */
  fallback?: string;
  onRetry: () => void;
}

/**
 * A card's failed load: what failed, the server's reason (or the fallback), and Try Again. The
 * error's own message ("status: body") is for logs, never for the screen.
 */
export function QueryError({ title, error, fallback, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={title}
      message={serverMessage(error) ?? fallback}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      }
    />
  );
}
