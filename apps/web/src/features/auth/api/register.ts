import { API, authReplySchema, type RegisterBody } from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { chosenLanguage } from '@/lib/i18n';
import { startSession } from '../session';

/**
 * Signs up; the account keeps a language chosen in this browser (on the sign-up page, say), and
 * none when the page only follows the browser's own (issue 42).
 */
export async function register(body: RegisterBody) {
  const reply = await http.post(API.register, { ...body, language: chosenLanguage() ?? undefined });
  return authReplySchema.parse(reply);
}

/** Creates a student account, signs it in and announces the outcome (spec section 8). */
export function useRegister() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => {
      startSession(queryClient, token, user);
      toast({
        title: t('toast.registerSuccessTitle'),
        description: t('toast.registerSuccess', { name: user.name }),
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('toast.registerFailedTitle'),
        description: serverMessage(error) ?? t('toast.registerFailed'),
      });
    },
  });
}
