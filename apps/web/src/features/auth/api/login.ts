import { API, type AuthReply, type LoginBody } from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { applyLanguage, currentLanguage } from '@/lib/i18n';
import { loadAuthSchemas } from '../load-auth-schemas';
import { startSession } from '../session';

/** Signs in; the account's language (chosen on another device, say) applies before the welcome. */
export const login = (body: LoginBody) => acceptSignIn(http.post(API.login, body));

/** Trades the university sign-in's one-time code for the session, as a password sign-in gives. */
export const exchangeSignInCode = (code: string) =>
  acceptSignIn(http.post(API.universitySignInExchange, { code }));

/** A reply that signs the person in, checked, with the account's language applied. */
export async function acceptSignIn(request: Promise<unknown>) {
  const [{ authReplySchema }, body] = await Promise.all([loadAuthSchemas(), request]);
  const reply = authReplySchema.parse(body);
  const { language } = reply.user;
  if (language && language !== currentLanguage()) await applyLanguage(language);
  return reply;
}

/** Starts the session a sign-in gave and welcomes the person (spec section 8). */
export function useWelcome(viaUniversity: boolean) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('auth');
  return ({ token, user }: AuthReply) => {
    startSession(queryClient, token, user, { viaUniversity });
    toast({
      title: t('toast.loginSuccessTitle'),
      description: t('toast.loginSuccess', { name: user.name }),
    });
  };
}

/** The university sign-in's last step; a failure is the landing page's to show, not a toast. */
export function useUniversitySignIn() {
  return useMutation({ mutationFn: exchangeSignInCode, onSuccess: useWelcome(true) });
}

/** Signs in and announces the outcome; the toasts are the session layer's (spec section 8). */
export function useLogin() {
  const { toast } = useToast();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: login,
    onSuccess: useWelcome(false),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('toast.loginFailedTitle'),
        description: serverMessage(error) ?? t('toast.loginFailed'),
      });
    },
  });
}
