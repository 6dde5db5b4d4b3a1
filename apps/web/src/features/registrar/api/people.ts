import {
  API,
  managedUserSchema,
  assignAdvisorsReplySchema,
  moveAdviseesReplySchema,
  type CreateUserBody,
  type ManagedUser,
  type UpdateUserBody,
} from '@daftar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';
import { setupKey } from './setup';

/** The People page's query: an import of the roll or the staff list refreshes it. */
export const peopleKey = [API.users] as const;

/** Every account, students first, each list by name. */
export function usePeople() {
  return useQuery({
    queryKey: peopleKey,
    queryFn: async (): Promise<ManagedUser[]> =>
      z.array(managedUserSchema).parse(await http.get(API.users)),
  });
}

/** The lecturers, by name: those who may advise students or coordinate a subject. */
export function useLecturers() {
  return useQuery({
    queryKey: [...peopleKey, { role: 'lecturer' }],
    queryFn: async (): Promise<ManagedUser[]> =>
      z.array(managedUserSchema).parse(await http.get(`${API.users}?role=lecturer`)),
  });
}

/** A change to people: a toast, the list read again, and the caller told of success. */
function usePeopleChange<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  done: (result: R) => string,
  failed: string,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      toast({ title: done(result) });
      void queryClient.invalidateQueries({ queryKey: peopleKey });
      void queryClient.invalidateQueries({ queryKey: setupKey });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}

export function useUpdatePerson(done: string, failed: string) {
  return usePeopleChange(
    async ({ id, body }: { id: number; body: UpdateUserBody }) =>
      managedUserSchema.parse(await http.patch(API.adminUser(id), body)),
    () => done,
    failed,
  );
}

export function useAssignAdvisor(done: string, failed: string) {
  return usePeopleChange(
    async ({ id, advisorId }: { id: number; advisorId: number }) =>
      managedUserSchema.parse(await http.put(API.userAdvisor(id), { advisorId })),
    () => done,
    failed,
  );
}

export function useMoveAdvisees(done: (moved: number) => string, failed: string) {
  return usePeopleChange(
    async ({ id, toAdvisorId }: { id: number; toAdvisorId: number }) =>
      moveAdviseesReplySchema.parse(await http.post(API.moveAdvisees(id), { toAdvisorId })),
    ({ moved }) => done(moved),
    failed,
  );
}

/** One advisor for many students; `done` words how many changed. */
export function useAssignAdvisors(done: (assigned: number) => string, failed: string) {
  return usePeopleChange(
    async (body: { studentIds: number[]; advisorId: number }) =>
      assignAdvisorsReplySchema.parse(await http.post(API.advisorAssignments, body)),
    ({ assigned }) => done(assigned),
    failed,
  );
}

export function useCreateStaff(done: string, failed: string) {
  return usePeopleChange(
    async (body: CreateUserBody) => managedUserSchema.parse(await http.post(API.users, body)),
    () => done,
    failed,
  );
}
