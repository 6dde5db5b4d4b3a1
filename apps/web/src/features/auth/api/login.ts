import { API, type LoginBody } from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { applyLanguage, currentLanguage } from '@/lib/i18n';
import { loadAuthSchemas } from '../load-auth-schemas';
import { startSession } from '../session';

/** Signs in; the account's language (chosen on another device, say) applies before the welcome. */
export async function login(body: LoginBody) {
  const [{ authReplySchema }, reply] = await Promise.all([
    loadAuthSchemas(),
    http.post(API.login, body),
  ]);
  const signedIn = authReplySchema.parse(reply);
  const { language } = signedIn.user;
  if (language && language !== currentLanguage()) await applyLanguage(language);
  return signedIn;
}

/** Signs in and announces the outcome; the toasts are the session layer's (spec section 8). */
export function useLogin() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      startSession(queryClient, token, user);
      toast({
        title: t('toast.loginSuccessTitle'),
        description: t('toast.loginSuccess', { name: user.name }),
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('toast.loginFailedTitle'),
        description: serverMessage(error) ?? t('toast.loginFailed'),
      });
    },
  });
}
