import { API, slipVerificationSchema, type SlipVerification } from '@daftar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

export async function getSlipVerification(code: string): Promise<SlipVerification> {
  return slipVerificationSchema.parse(await http.get(API.verifySlip(code)));
}

/** What the slip with `code` certifies; asked once, since an unknown code stays unknown. */
export const slipVerificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [API.verifySlip(code)],
    queryFn: () => getSlipVerification(code),
    retry: false,
  });

export function useSlipVerification(code: string) {
  return useQuery(slipVerificationQueryOptions(code));
}
