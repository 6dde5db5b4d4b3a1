import { API, type Language, type User } from '@daftar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '@/lib/http-client';
import { applyLanguage, currentLanguage, onLanguageChosen } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

/**
 * Keeps the interface's language and the signed-in account's in step (issues 18 and 42): a
 * language the person chose is saved on the account, so it follows them to another device, and
 * at sign-in the account's choice wins. An account that never chose keeps none: each browser then
 * follows its own language, and the one the person signed in with is what the server's emails
 * use (decision 025). Only a choice made with a language switch is saved, never the language a
 * browser happened to be in.
 */
export function useAccountLanguage(user: User | null) {
  const queryClient = useQueryClient();
  const userId = user?.id;
  const accountLanguage = user?.language;

  useEffect(() => {
    if (userId === undefined || accountLanguage === undefined) return;
    if (accountLanguage !== null && accountLanguage !== currentLanguage()) {
      void applyLanguage(accountLanguage);
    }
    return onLanguageChosen((language: Language) => {
      if (language === accountLanguage) return;
      http
        .patch<User>(API.user, { language })
        .then((saved) => queryClient.setQueryData(queryKeys.user, saved))
        // Unsaved, the choice still holds on this device; the next choice tries again.
        .catch(() => undefined);
    });
  }, [userId, accountLanguage, queryClient]);
}
