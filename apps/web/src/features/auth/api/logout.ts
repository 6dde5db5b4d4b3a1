import { API } from '@daftar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { saveFlashToast } from '@/lib/flash-toast';
import { fullPageRedirect } from '@/lib/full-page-redirect';
import { http } from '@/lib/http-client';
import { endSession } from '../session';

export function logout() {
  return http.post<void>(API.logout);
}

/**
 * Ends the session on the server and, whatever the server says, here too: the token and the
 * cached user go, and a full page load of /auth starts clean (spec section 4). A session from the
 * university's sign-in goes by the university's sign-out first, which comes back to /auth.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      const viaUniversity = endSession(queryClient);
      // Shown by the page the redirect loads; a toast raised here would vanish with this page.
      saveFlashToast({ title: t('toast.logoutTitle'), description: t('toast.logout') });
      fullPageRedirect(viaUniversity ? API.universitySignOut : paths.auth);
    },
  });
}
