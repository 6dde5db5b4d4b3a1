import { API, type Language, type User } from '@daftar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '@/lib/http-client';
import i18n, { chooseLanguage, currentLanguage } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

/**
 * Keeps the interface's language and the signed-in account's in step (issue 18), so a choice
 * follows the person to another device: at sign-in the account's language wins; an account that
 * never chose takes the one in use; a later choice is saved on the account.
 */
export function useAccountLanguage(user: User | null) {
  const queryClient = useQueryClient();
  const userId = user?.id;
  const accountLanguage = user?.language;

  useEffect(() => {
    if (userId === undefined || accountLanguage === undefined) return;
    const save = (language: Language) => {
      if (language === accountLanguage) return;
      http
        .patch<User>(API.user, { language })
        .then((saved) => queryClient.setQueryData(queryKeys.user, saved))
        // Unsaved, the choice still holds on this device; the next choice tries again.
        .catch(() => undefined);
    };
    if (accountLanguage === null) save(currentLanguage());
    else if (accountLanguage !== currentLanguage()) void chooseLanguage(accountLanguage);

    const onChanged = (language: string) => {
      if (language === 'en' || language === 'ms') save(language);
    };
    i18n.on('languageChanged', onChanged);
    return () => i18n.off('languageChanged', onChanged);
  }, [userId, accountLanguage, queryClient]);
}
