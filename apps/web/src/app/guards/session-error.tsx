import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/features/auth/session-context';
import { serverMessage } from '@/lib/http-client';

/** The user could not be loaded for a reason other than a 401: say so and offer a retry. */
export function SessionError() {
  const { t } = useTranslation();
  const { error, retry } = useSession();
  const reason = serverMessage(error);
  return (
    <div role="alert" className="flex min-h-svh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">{t('sessionError.title')}</CardTitle>
          <CardDescription>{t('sessionError.description')}</CardDescription>
          {reason && <p className="text-sm break-words text-muted-foreground">{reason}</p>}
        </CardHeader>
        <CardFooter>
          <Button onClick={retry}>{t('tryAgain')}</Button>
        </CardFooter>
      </Card>
    </div>
  );
}
