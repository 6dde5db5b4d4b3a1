import { AlertCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface QueryErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** A card's failed load: what failed, why, and a retry. */
export function QueryError({ title, message, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <p className="flex items-center gap-2 font-medium text-destructive">
        <AlertCircleIcon className="size-4 shrink-0" aria-hidden />
        {title}
      </p>
      <p className="text-sm break-words text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" className="w-fit" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
