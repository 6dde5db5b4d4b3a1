import { API, type AuthMethods, type Language } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** What the sign-in and register screens offer; it changes only with the server's settings. */
export const authMethodsQueryOptions = queryOptions({
  queryKey: queryKeys.authMethods,
  queryFn: () => http.get<AuthMethods>(API.authMethods),
  staleTime: Infinity,
});

export const useAuthMethods = () => useQuery(authMethodsQueryOptions);

/** The university button's words in `language`. */
export const universityLabel = (methods: AuthMethods, language: Language) =>
  methods.university?.label[language] ?? '';
