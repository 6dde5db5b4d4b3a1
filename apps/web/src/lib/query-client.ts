import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { http } from './http-client';

/** Spec section 7: the default read is a GET to the URL in the query key, parsed as JSON. */
const getQueryKeyUrl: QueryFunction = ({ queryKey }) => http.get(String(queryKey[0]));

/** Spec section 9's defaults; queries that need more (stale times, retries) set them themselves. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryKeyUrl,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        // Nor a retry when another part showing a failed reading appears (a screen opening after
        // its first readings settled, see FirstReadings): the person's Try Again asks again.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
