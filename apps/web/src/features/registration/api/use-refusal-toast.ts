import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { refusedForAdmission, serverMessage } from '@/lib/http-client';

/**
 * A change's refusal, shown with the server's reason (decisions.md section 1). A refusal for want
 * of an admission shows nothing here: the page gives way to the queue's waiting page, which says
 * why; a toast beside it told the student to join the queue they had just been given a place in.
 */
export function useRefusalToast() {
  const { toast } = useToast();
  const { t } = useTranslation('registration');
  return (title: string) => (error: unknown) => {
    if (refusedForAdmission(error)) return;
    toast({
      variant: 'destructive',
      title,
      description: serverMessage(error) ?? t('toast.unknownError'),
    });
  };
}
