import { FIRST_SCREEN_COOKIE, type User } from '@daftar/contract';
import { useEffect } from 'react';
import i18n, { currentLanguage } from '@/lib/i18n';

/**
 * Keeps FIRST_SCREEN_COOKIE to the session: the signed-in person's role and the interface's
 * language, until the token expires. With it the server sends a student's pages with their frame
 * and heading already drawn (issue 17); it is a hint for that picture, never a credential, so it
 * goes when the session does.
 */
export function useFirstScreenHint(signedIn: boolean, user: User | null, expiresAt: number | null) {
  const role = user?.role;
  useEffect(() => {
    if (!signedIn) {
      document.cookie = `${FIRST_SCREEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
      return;
    }
    if (role === undefined || expiresAt === null) return;
    const remember = () => {
      const expires = new Date(expiresAt).toUTCString();
      document.cookie = `${FIRST_SCREEN_COOKIE}=${role}.${currentLanguage()}; Path=/; Expires=${expires}; SameSite=Lax`;
    };
    remember();
    i18n.on('languageChanged', remember);
    return () => i18n.off('languageChanged', remember);
  }, [signedIn, role, expiresAt]);
}
