import {
  API,
  adminCatalogueSectionSchema,
  type AdminCatalogueSection,
  type CreateSectionBody,
  type UpdateSectionBody,
} from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { useLiveEvent, useOnReconnect } from '@/lib/use-live-event';
import { http, serverMessage } from '@/lib/http-client';

const sectionsKey = [API.adminSections] as const;

export async function getAdminSections(): Promise<AdminCatalogueSection[]> {
  return z.array(adminCatalogueSectionSchema).parse(await http.get(API.adminSections));
}

export const adminSectionsQueryOptions = () =>
  queryOptions({ queryKey: sectionsKey, queryFn: getAdminSections });

/**
 * The current semester's sections, their seats taken kept live from `quotaUpdated` (whose
 * capacities are what students are offered, so only the seats taken are read from it); after a
 * reconnection the list is read again.
 */
export function useAdminSections() {
  const queryClient = useQueryClient();
  useLiveEvent('quotaUpdated', (updates) => {
    const taken = new Map(
      updates.flatMap((update) => update.sections.map((s) => [s.id, s.registered] as const)),
    );
    queryClient.setQueryData<AdminCatalogueSection[]>(sectionsKey, (sections) =>
      sections?.map((section) =>
        taken.has(section.id) ? { ...section, registered: taken.get(section.id)! } : section,
      ),
    );
  });
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: sectionsKey }));
  return useQuery(adminSectionsQueryOptions());
}

export async function updateSection(
  id: number,
  body: UpdateSectionBody,
): Promise<AdminCatalogueSection> {
  return adminCatalogueSectionSchema.parse(await http.patch(API.adminSection(id), body));
}

/** The list in catalogue order: by subject code, then section number. */
const inOrder = (sections: AdminCatalogueSection[]) =>
  [...sections].sort((a, b) => a.subject.code.localeCompare(b.subject.code) || a.number - b.number);

/**
 * Any change to a section (its fields, a capacity, a closing or a reopening): the list takes the
 * server's answer at once, a toast says what happened (or the server's refusal), and the caller
 * hears of success.
 */
export function useUpdateSection({
  successTitle,
  failureTitle,
  describe,
}: {
  successTitle: (section: AdminCatalogueSection) => string;
  failureTitle: string;
  describe?: (section: AdminCatalogueSection) => string;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSectionBody }) => updateSection(id, body),
    onSuccess: (section) => {
      queryClient.setQueryData<AdminCatalogueSection[]>(
        sectionsKey,
        (sections) => sections && inOrder(sections.map((s) => (s.id === section.id ? section : s))),
      );
      toast({ title: successTitle(section), description: describe?.(section) });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failureTitle, description: serverMessage(error) }),
  });
}

/** A new section of the current semester joins the list in its place; a toast says so. */
export function useCreateSection(done: string, failed: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (body: CreateSectionBody) =>
      adminCatalogueSectionSchema.parse(await http.post(API.adminSections, body)),
    onSuccess: (section) => {
      queryClient.setQueryData<AdminCatalogueSection[]>(
        sectionsKey,
        (sections) => sections && inOrder([...sections, section]),
      );
      toast({ title: done });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}

/** Deletes a section no registration holds; the list drops it, or a toast says why not. */
export function useDeleteSection(done: string, failed: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(API.adminSection(id)),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<AdminCatalogueSection[]>(sectionsKey, (sections) =>
        sections?.filter((section) => section.id !== id),
      );
      toast({ title: done });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}
