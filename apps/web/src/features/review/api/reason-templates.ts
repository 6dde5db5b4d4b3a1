import {
  API,
  reasonTemplateSchema,
  type CreateReasonTemplateBody,
  type ReasonTemplate,
  type UpdateReasonTemplateBody,
} from '@daftar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

const templatesSchema = z.array(reasonTemplateSchema);

export async function getReasonTemplates(): Promise<ReasonTemplate[]> {
  return templatesSchema.parse(await http.get(API.reasonTemplates));
}

/** The rejection reasons the reviewer keeps, to pick and edit before sending. */
export const reasonTemplatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.reasonTemplates, queryFn: getReasonTemplates });

export function useReasonTemplates() {
  return useQuery(reasonTemplatesQueryOptions());
}

/** Adds, changes or deletes a saved reason, then reloads the list. */
export function useSaveReasonTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'create'; body: CreateReasonTemplateBody }
        | { kind: 'update'; id: number; body: UpdateReasonTemplateBody }
        | { kind: 'delete'; id: number },
    ) => {
      if (change.kind === 'create') await http.post(API.reasonTemplates, change.body);
      else if (change.kind === 'update')
        await http.patch(API.reasonTemplate(change.id), change.body);
      else await http.delete(API.reasonTemplate(change.id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reasonTemplates }),
  });
}
