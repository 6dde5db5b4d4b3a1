import { AlertTriangleIcon, RefreshCwIcon, RotateCcwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';

/** What the error boundary shows instead of a broken screen (spec section 2). */
export function ErrorFallback({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-[60svh] items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="justify-items-center text-center">
          <AlertTriangleIcon className="size-10 text-destructive" aria-hidden />
          <CardTitle as="h1" className="text-xl">
            {t('errorBoundary.title')}
          </CardTitle>
          <CardDescription>{t('errorBoundary.description')}</CardDescription>
        </CardHeader>
        <CardContent />
        <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={onReset} className="w-full sm:w-auto">
            <RotateCcwIcon aria-hidden />
            {t('errorBoundary.tryAgain')}
          </Button>
          <Button
            variant="outline"
            onClick={() => window.location.reload()}
            className="w-full sm:w-auto"
          >
            <RefreshCwIcon aria-hidden />
            {t('errorBoundary.refresh')}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
