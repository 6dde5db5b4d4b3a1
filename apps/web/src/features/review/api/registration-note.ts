import { API, registrationNotesSchema, type RegistrationNotes } from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export async function getRegistrationNotes(id: number): Promise<RegistrationNotes> {
  return registrationNotesSchema.parse(await http.get(API.registrationNote(id)));
}

/** Saves the note (empty text clears it); the reply is the note with every earlier version. */
export async function saveRegistrationNote(id: number, text: string): Promise<RegistrationNotes> {
  return registrationNotesSchema.parse(await http.put(API.registrationNote(id), { text }));
}

/** The reviewers' private note on a registration and its earlier versions, newest first. */
export const registrationNotesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.registrationNote(id),
    queryFn: () => getRegistrationNotes(id),
  });

export function useRegistrationNotes(id: number) {
  return useQuery(registrationNotesQueryOptions(id));
}

export function useSaveRegistrationNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => saveRegistrationNote(id, text),
    onSuccess: (notes) => queryClient.setQueryData(queryKeys.registrationNote(id), notes),
  });
}
