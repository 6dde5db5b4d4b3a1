import {
  API,
  sitePageSchema,
  type SitePage,
  type SitePageSlug,
  type UpdateSitePageBody,
} from '@daftar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/use-toast';
import { http, serverMessage } from '@/lib/http-client';

const pageKey = (slug: SitePageSlug) => [API.sitePage(slug)] as const;

/** A public page's text in both languages (issue 42). */
export function useSitePage(slug: SitePageSlug) {
  return useQuery({
    queryKey: pageKey(slug),
    queryFn: async (): Promise<SitePage> =>
      sitePageSchema.parse(await http.get(API.sitePage(slug))),
  });
}

/** The registrar's rewrite of a page; the page shows it at once. */
export function useWriteSitePage(slug: SitePageSlug, done: string, failed: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (body: UpdateSitePageBody) =>
      sitePageSchema.parse(await http.put(API.adminSitePage(slug), body)),
    onSuccess: (page) => {
      queryClient.setQueryData(pageKey(slug), page);
      toast({ title: done });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(error) }),
  });
}
