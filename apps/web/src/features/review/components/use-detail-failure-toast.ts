import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/http-client';

/** Spec section 8: a failed detail load is also announced in a toast, with its reason. */
export function useDetailFailureToast(error: Error | null) {
  const { t } = useTranslation('review');
  const { toast } = useToast();
  useEffect(() => {
    if (!error) return;
    const message = serverMessage(error) ?? t('unknownError');
    toast({
      variant: 'destructive',
      title: t('toast.error'),
      description: t('toast.loadDetailFailed', { message }),
    });
  }, [error, t, toast]);
}
