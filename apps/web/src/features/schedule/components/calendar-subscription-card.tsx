import { webcalUrl } from '@daftar/contract';
import { CalendarPlusIcon, DownloadIcon, RefreshCwIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import {
  useCalendarSubscription,
  useRenewCalendarSubscription,
} from '../api/calendar-subscription';

/**
 * The timetable in the student's own calendar app: a webcal:// link to subscribe (the app then
 * fetches changes by itself), the .ics file, the link to paste into apps that ask for one, and a
 * new link for a student whose link got out.
 */
export function CalendarSubscriptionCard() {
  const { t } = useTranslation('schedule');
  const { toast } = useToast();
  const linkId = useId();
  const { data: subscription, isPending, error, refetch } = useCalendarSubscription();
  const renew = useRenewCalendarSubscription();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('calendarFeed.title')}</CardTitle>
        <CardDescription>{t('calendarFeed.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending && <Spinner className="size-5 text-primary" />}
        {error && (
          <QueryError
            title={t('calendarFeed.error')}
            error={error}
            fallback={t('unknownError')}
            onRetry={() => void refetch()}
          />
        )}
        {subscription && (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button asChild>
                <a href={webcalUrl(subscription.url)}>
                  <CalendarPlusIcon aria-hidden />
                  {t('calendarFeed.subscribe')}
                </a>
              </Button>
              <Button variant="outline" asChild>
                <a href={subscription.url} download="daftar-timetable.ics">
                  <DownloadIcon aria-hidden />
                  {t('calendarFeed.download')}
                </a>
              </Button>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button variant="ghost" disabled={renew.isPending}>
                    <RefreshCwIcon aria-hidden />
                    {t('calendarFeed.newLink')}
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>{t('calendarFeed.newLinkTitle')}</AlertDialogTitle>
                    <AlertDialogDescription>
                      {t('calendarFeed.newLinkDescription')}
                    </AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>{t('calendarFeed.cancel')}</AlertDialogCancel>
                    <AlertDialogAction
                      onClick={() =>
                        renew.mutate(undefined, {
                          onSuccess: () => toast({ title: t('calendarFeed.renewed') }),
                          onError: () =>
                            toast({ title: t('calendarFeed.renewFailed'), variant: 'destructive' }),
                        })
                      }
                    >
                      {t('calendarFeed.confirmNewLink')}
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={linkId}>{t('calendarFeed.linkLabel')}</Label>
              <Input
                id={linkId}
                readOnly
                value={subscription.url}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs md:text-xs"
              />
              <p className="text-sm text-muted-foreground">{t('calendarFeed.keepPrivate')}</p>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
