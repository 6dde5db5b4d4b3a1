import {
  API,
  apiTokenSchema,
  createdApiTokenSchema,
  type ApiToken,
  type CreateApiTokenBody,
  type CreatedApiToken,
} from '@daftar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';

const apiTokensKey = [API.apiTokens] as const;

/** The registrar's API tokens for the records system, revoked ones too (issue 43). */
export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensKey,
    queryFn: async (): Promise<ApiToken[]> =>
      z.array(apiTokenSchema).parse(await http.get(API.apiTokens)),
  });
}

/** Makes a token; the reply's secret is the caller's to show, once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiTokenBody): Promise<CreatedApiToken> =>
      createdApiTokenSchema.parse(await http.post(API.apiTokens, body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

export function useRevokeApiToken(done: string, failed: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (id: number) => http.delete(API.apiToken(id)),
    onSuccess: () => {
      toast({ title: done });
      void queryClient.invalidateQueries({ queryKey: apiTokensKey });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}
