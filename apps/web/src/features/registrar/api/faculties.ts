import {
  API,
  adminFacultySchema,
  type AdminFaculty,
  type CreateFacultyBody,
  type UpdateFacultyBody,
} from '@daftar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { setupKey } from './setup';

const facultiesKey = [API.adminFaculties] as const;

export function useAdminFaculties() {
  return useQuery({
    queryKey: facultiesKey,
    queryFn: async (): Promise<AdminFaculty[]> =>
      z.array(adminFacultySchema).parse(await http.get(API.adminFaculties)),
  });
}

/** A faculty added, renamed or deleted: a toast, and every faculty list (students' filter too) read again. */
function useFacultyChange<V>(
  mutationFn: (variables: V) => Promise<unknown>,
  done: string,
  failed: string,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast({ title: done });
      void queryClient.invalidateQueries({ queryKey: facultiesKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.faculties });
      void queryClient.invalidateQueries({ queryKey: setupKey });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}

export function useAddFaculty(done: string, failed: string) {
  return useFacultyChange(
    (body: CreateFacultyBody) => http.post(API.adminFaculties, body),
    done,
    failed,
  );
}

export function useUpdateFaculty(done: string, failed: string) {
  return useFacultyChange(
    ({ id, body }: { id: number; body: UpdateFacultyBody }) =>
      http.patch(API.adminFaculty(id), body),
    done,
    failed,
  );
}

export function useDeleteFaculty(done: string, failed: string) {
  return useFacultyChange((id: number) => http.delete(API.adminFaculty(id)), done, failed);
}
