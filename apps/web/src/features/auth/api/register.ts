import {
  API,
  authReplySchema,
  signUpVerificationSchema,
  type AuthReply,
  type RegisterBody,
  type SignUpCodeBody,
  type SignUpVerification,
} from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { chosenLanguage } from '@/lib/i18n';
import { startSession } from '../session';

/**
 * Signs up; the account keeps a language chosen in this browser (on the sign-up page, say), and
 * none when the page only follows the browser's own (issue 42). From the roll (`SIGNUP=roll`) the
 * reply is a code sent to the roll's address instead, which `verifySignUp` completes.
 */
export async function register(body: RegisterBody): Promise<AuthReply | SignUpVerification> {
  const reply = await http.post(API.register, { ...body, language: chosenLanguage() ?? undefined });
  const verification = signUpVerificationSchema.safeParse(reply);
  return verification.success ? verification.data : authReplySchema.parse(reply);
}

/** The emailed code completes a sign-up from the roll. */
export async function verifySignUp(body: SignUpCodeBody): Promise<AuthReply> {
  return authReplySchema.parse(await http.post(API.registerVerify, body));
}

/** Starts the new account's session and welcomes it (spec section 8). */
function useWelcomeNewAccount() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation('auth');
  return (reply: AuthReply | SignUpVerification) => {
    if (!('token' in reply)) return;
    startSession(queryClient, reply.token, reply.user);
    toast({
      title: t('toast.registerSuccessTitle'),
      description: t('toast.registerSuccess', { name: reply.user.name }),
    });
  };
}

/** The code step of a sign-up from the roll; a wrong code is the form's to show. */
export function useVerifySignUp() {
  return useMutation({ mutationFn: verifySignUp, onSuccess: useWelcomeNewAccount() });
}

/** Creates a student account, signs it in and announces the outcome (spec section 8). */
export function useRegister() {
  const { toast } = useToast();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: register,
    onSuccess: useWelcomeNewAccount(),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('toast.registerFailedTitle'),
        description: serverMessage(error) ?? t('toast.registerFailed'),
      });
    },
  });
}
