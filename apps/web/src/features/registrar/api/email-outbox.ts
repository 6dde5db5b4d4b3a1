import { API, emailOutboxReplySchema, type EmailOutboxReply } from '@daftar/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

/** How deep the email outbox is, and its latest failures; kept fresh while it is on screen. */
export function useEmailOutbox() {
  return useQuery({
    queryKey: [API.emailOutbox],
    queryFn: async (): Promise<EmailOutboxReply> =>
      emailOutboxReplySchema.parse(await http.get(API.emailOutbox)),
    refetchInterval: 30_000,
  });
}
