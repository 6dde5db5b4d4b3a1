import {
  API,
  adminAnnouncementSchema,
  type AdminAnnouncement,
  type CreateAnnouncementBody,
  type UpdateAnnouncementBody,
} from '@daftar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';

const announcementsKey = [API.adminAnnouncements] as const;

/** Every announcement the registrar has written, retired ones too (issue 42). */
export function useAdminAnnouncements() {
  return useQuery({
    queryKey: announcementsKey,
    queryFn: async (): Promise<AdminAnnouncement[]> =>
      z.array(adminAnnouncementSchema).parse(await http.get(API.adminAnnouncements)),
  });
}

/** A change to the announcements: a toast, and both the list and the dashboard's read again. */
function useAnnouncementChange<V>(
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
      void queryClient.invalidateQueries({ queryKey: announcementsKey });
      void queryClient.invalidateQueries({ queryKey: [API.announcements] });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}

export function useCreateAnnouncement(done: string, failed: string) {
  return useAnnouncementChange(
    (body: CreateAnnouncementBody) => http.post(API.adminAnnouncements, body),
    done,
    failed,
  );
}

export function useUpdateAnnouncement(done: string, failed: string) {
  return useAnnouncementChange(
    ({ id, body }: { id: number; body: UpdateAnnouncementBody }) =>
      http.patch(API.adminAnnouncement(id), body),
    done,
    failed,
  );
}

export function useRetireAnnouncement(done: string, failed: string) {
  return useAnnouncementChange(
    (id: number) => http.delete(API.adminAnnouncement(id)),
    done,
    failed,
  );
}
