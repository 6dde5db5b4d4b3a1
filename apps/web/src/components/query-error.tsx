import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';

interface QueryErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** A card's failed load: what failed, why, and Try Again. */
export function QueryError({ title, message, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={title}
      message={message}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      }
    />
  );
}
