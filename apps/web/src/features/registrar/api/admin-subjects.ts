import {
  API,
  adminSubjectSchema,
  type AdminSubject,
  type CreateSubjectBody,
  type UpdateSubjectBody,
} from '@daftar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { setupKey } from './setup';

const subjectsKey = [API.adminSubjects] as const;

/** Every subject of the catalogue, by code, with its faculty and prerequisites. */
export function useAdminSubjects() {
  return useQuery({
    queryKey: subjectsKey,
    queryFn: async (): Promise<AdminSubject[]> =>
      z.array(adminSubjectSchema).parse(await http.get(API.adminSubjects)),
  });
}

/**
 * A subject created, edited or deleted: a toast says so or why not, and what names subjects is
 * read again (the registrar's sections and subjects, students' catalogue, faculty counts).
 */
function useSubjectChange<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  done: string,
  failed: string,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast({ title: done });
      for (const queryKey of [
        subjectsKey,
        [API.adminSections],
        [API.adminFaculties],
        queryKeys.allSubjects,
        setupKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}

export function useCreateSubject(done: string, failed: string) {
  return useSubjectChange(
    async (body: CreateSubjectBody) =>
      adminSubjectSchema.parse(await http.post(API.adminSubjects, body)),
    done,
    failed,
  );
}

export function useUpdateSubject(done: string, failed: string) {
  return useSubjectChange(
    async ({ id, body }: { id: number; body: UpdateSubjectBody }) =>
      adminSubjectSchema.parse(await http.patch(API.adminSubject(id), body)),
    done,
    failed,
  );
}

export function useDeleteSubject(done: string, failed: string) {
  return useSubjectChange((id: number) => http.delete<void>(API.adminSubject(id)), done, failed);
}
