import { API, type EmailOutboxReply } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/sockets';
import { emailTestBed } from './email.test-bed';

// Issue 21: a mail server down for a while, and a permanent refusal.

const bed = emailTestBed();
const { start, student, submitAll, outbox } = bed;

describe('a mail server that fails', () => {
  it('delivers exactly once after the mail server was down for a while', async () => {
    await start({ EMAIL_GROUP_WINDOW_MS: 0 });
    const meiLing = await student('Tan Mei Ling', { email: 'mei.ling@example.edu.my' });
    const registrationId = await submitAll(meiLing);
    await bed.sink.stop();
    await bed.http.post(API.approveRegistration(registrationId), bed.advisor);

    // Refused connections, retried with back-off.
    await eventually(async () => {
      const [row] = (await outbox()).filter((r) => r.user_id === meiLing.id);
      expect(row!.attempts).toBeGreaterThanOrEqual(3);
      expect(row!.status).toBe('pending');
      expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
    }, 10_000);
    const status = (await bed.http.get(API.emailOutbox, bed.admin)).json<EmailOutboxReply>();
    expect(status).toMatchObject({ enabled: true, retrying: 1, failed: 0 });
    expect(status.pending).toBeGreaterThanOrEqual(1);
    expect(status.oldestDueSeconds).not.toBeNull();

    await bed.sink.start();
    await eventually(() => expect(bed.sink.accepted).toHaveLength(1), 10_000);
    // Settled as sent, it is never claimed again: whatever came, came.
    await eventually(async () => {
      const [row] = (await outbox()).filter((r) => r.user_id === meiLing.id);
      expect(row!.status).toBe('sent');
    });
    const toStudent = bed.sink.accepted.filter((m) => m.to === 'mei.ling@example.edu.my');
    expect(toStudent).toHaveLength(1);
    expect(toStudent[0]!.subject).toBe('Your registration: 3 subjects approved');
    const [row] = (await outbox()).filter((r) => r.user_id === meiLing.id);
    expect(row).toMatchObject({ status: 'sent', last_error: expect.any(String) });
    expect(toStudent[0]!.messageId).toBe(row!.message_id);
  });

  it('records a permanent 550 with the server’s reply and never tries again', async () => {
    await start({ EMAIL_GROUP_WINDOW_MS: 0 });
    const gone = await student('Tan Mei Ling', { email: 'gone@example.edu.my' });
    bed.sink.onRecipient = (address) =>
      address === 'gone@example.edu.my'
        ? { code: 550, message: '5.1.1 <gone@example.edu.my>: No such user' }
        : 'accept';
    const registrationId = await submitAll(gone);
    await bed.http.post(API.approveRegistration(registrationId), bed.advisor);

    await eventually(async () => {
      const [row] = (await outbox()).filter((r) => r.user_id === gone.id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row!.last_error).toContain('550');
      expect(row!.last_error).toContain('No such user');
    }, 5000);
    // Another student's message delivered after it shows the worker has polled since; the mail
    // server has still seen the refused one once.
    const later = await student('Ali bin Abu', { email: 'ali@example.edu.my' });
    await bed.http.post(API.approveRegistration(await submitAll(later)), bed.advisor);
    await eventually(async () => {
      const [row] = (await outbox()).filter((r) => r.user_id === later.id);
      expect(row!.status).toBe('sent');
    }, 5000);
    expect(bed.sink.recipients.filter((a) => a === 'gone@example.edu.my')).toHaveLength(1);

    const status = (await bed.http.get(API.emailOutbox, bed.admin)).json<EmailOutboxReply>();
    expect(status).toMatchObject({ enabled: true, failed: 1, retrying: 0 });
    expect(status.recentFailures).toEqual([
      expect.objectContaining({
        userId: gone.id,
        userName: 'Tan Mei Ling',
        kind: 'decisions',
        attempts: 1,
        error: expect.stringContaining('No such user'),
      }),
    ]);
  });
});
