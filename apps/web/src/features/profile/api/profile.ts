import {
  API,
  authReplySchema,
  profileSchema,
  type ChangePasswordBody,
  type Profile,
  type ProfileBody,
} from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { storeToken } from '@/lib/session-token';

export async function getProfile(): Promise<Profile> {
  return profileSchema.parse(await http.get(API.profile));
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile });

/** The signed-in person's own details (issue 21). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** Saves the person's name, email address and email choices. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileBody) =>
      profileSchema.parse(await http.patch(API.profile, body)),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      // The header shows the name.
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}

/**
 * Changes the password. The server ends every session and signs this browser in again: keeping
 * the new token keeps this person here while their other browsers are signed out.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) =>
      authReplySchema.parse(await http.post(API.password, body)),
    onSuccess: ({ token }) => storeToken(token),
  });
}
