import {
  API,
  inboxReplySchema,
  type InboxReply,
  type MarkNotificationsReadBody,
} from '@daftar/contract';
import { http } from '@/lib/http-client';

/** The person's notifications after the newest one this browser keeps (issue 21). */
export async function getInbox(after: number): Promise<InboxReply> {
  return inboxReplySchema.parse(await http.get(`${API.notifications}?after=${after}`));
}

/** Marks notifications read on the server, so the person's other browsers follow. */
export async function markInboxRead(body: MarkNotificationsReadBody): Promise<void> {
  await http.post(API.notificationsRead, body);
}

export async function clearInbox(): Promise<void> {
  await http.delete(API.notifications);
}
