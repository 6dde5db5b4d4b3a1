import { API, type ForgotPasswordBody, type ResetPasswordBody } from '@daftar/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { acceptSignIn, useWelcome } from './login';

/** Asks for a link; the server answers the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => http.post<void>(API.forgotPassword, body),
  });
}

/** The link's new password, which also signs the person in here (and out everywhere else). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => acceptSignIn(http.post(API.resetPassword, body)),
    onSuccess: useWelcome(false),
  });
}
