import {
  API,
  adminStructuresSchema,
  programmeStructureSchema,
  structureImportReportSchema,
  type AdminStructures,
  type StructureImportReport,
  type StructureGroupBody,
} from '@daftar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';

/** Every structure read starts with this key, so an edit refreshes them all. */
const structuresKey = [API.structures] as const;

function structuresUrl(programme?: string, intake?: string) {
  if (!programme || !intake) return API.structures;
  return `${API.structures}?${new URLSearchParams({ programme, intake })}`;
}

/** Every programme with its intakes, and the structure of `programme` and `intake` (issue 45). */
export function useAdminStructures(programme?: string, intake?: string) {
  return useQuery({
    queryKey: [...structuresKey, programme ?? null, intake ?? null],
    queryFn: async (): Promise<AdminStructures> =>
      adminStructuresSchema.parse(await http.get(structuresUrl(programme, intake))),
    // The programme list stays on screen while another intake's structure loads.
    placeholderData: keepPreviousData,
  });
}

function useStructureChange<V>(
  mutationFn: (variables: V) => Promise<unknown>,
  done: string,
  failed: string,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (variables: V) => programmeStructureSchema.parse(await mutationFn(variables)),
    onSuccess: () => {
      toast({ title: done });
      void queryClient.invalidateQueries({ queryKey: structuresKey });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}

export function useUpdateStructureGroup(done: string, failed: string) {
  return useStructureChange(
    ({ id, body }: { id: number; body: StructureGroupBody }) =>
      http.put(API.structureGroup(id), body),
    done,
    failed,
  );
}

export function useUpdateStructureTotal(done: string, failed: string) {
  return useStructureChange(
    ({ id, totalCredits }: { id: number; totalCredits: number }) =>
      http.patch(API.structure(id), { totalCredits }),
    done,
    failed,
  );
}

/**
 * Sends a structures file to the import, as a dry run (a report only) or for real; the file goes
 * as text/csv whatever type the browser gave it, as the roll's does.
 */
export async function importStructures(
  file: Blob,
  dryRun: boolean,
): Promise<StructureImportReport> {
  return structureImportReportSchema.parse(
    await http.post(
      `${API.structuresImport}?dryRun=${dryRun}`,
      new Blob([file], { type: 'text/csv' }),
    ),
  );
}

/** Refreshes every structure read after an import. */
export function useStructuresRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: structuresKey });
}
