import { API, type OverloadRequest, type Permit } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/sockets';
import { emailTestBed } from '../email/email.test-bed';

// Requests that wait on one person, by email through the outbox against a real SMTP server: an
// overload request to the advisor and its decision to the student (issue 44), a permit to its
// coordinator and its decision to the student (issue 46). Migration 0008's check on the outbox's
// kind refused the overload messages, so with email on asking for more credits failed.

const bed = emailTestBed();
const { start, student } = bed;
const WAIT_MS = 10_000;

const mailsTo = (address: string) => bed.sink.accepted.filter((m) => m.to.includes(address));

async function setEmail(userId: number, email: string) {
  await bed.t.database.db.updateTable('users').set({ email }).where('id', '=', userId).execute();
}

describe('requests that wait on one person, by email', () => {
  it('sends an overload request to the advisor at once, and its decision to the student', async () => {
    await start();
    await bed.t.database.db
      .updateTable('registration_periods')
      .set({ overload_cap: 24 })
      .where('is_current', '=', 1)
      .execute();
    await setEmail(bed.advisor.id, 'aminah@example.edu.my');
    const nur = await student('Nur Aisyah', { email: 'nur.aisyah@example.edu.my' });
    const asked = await bed.http.post(API.overloadRequest, nur, {
      credits: 22,
      reason: 'My final semester.',
    });
    expect(asked.statusCode).toBe(201);
    await eventually(() => expect(mailsTo('aminah')).toHaveLength(1), WAIT_MS);
    expect(mailsTo('aminah')[0]!.subject).toBe('Nur Aisyah asks for a maximum of 22 credits');

    const { id } = asked.json<OverloadRequest>();
    expect((await bed.http.post(API.approveOverload(id), bed.advisor)).statusCode).toBe(200);
    await eventually(() => expect(mailsTo('nur.aisyah')).toHaveLength(1), WAIT_MS);
    expect(mailsTo('nur.aisyah')[0]!.subject).toBe('More credits approved: your maximum is now 22');
  });

  it('sends a permit to its coordinator at once, and its decision to the student, each in their language', async () => {
    await start();
    const coordinator = await bed.t.createUser({ role: 'lecturer', name: 'Dr. Rosmah' });
    await setEmail(coordinator.id, 'rosmah@example.edu.my');
    await bed.http.patch(API.adminSubject(bed.id('EML1001')), bed.admin, {
      coordinatorId: coordinator.id,
    });
    const aiman = await student('Aiman', { email: 'aiman@example.edu.my', language: 'ms' });
    const asked = await bed.http.post(API.permits, aiman, {
      subjectId: bed.id('EML1001'),
      rule: 'PREREQUISITE_NOT_MET',
      reason: 'I passed its equivalent at my last university.',
    });
    expect(asked.statusCode).toBe(201);
    await eventually(() => expect(mailsTo('rosmah')).toHaveLength(1), WAIT_MS);
    const request = mailsTo('rosmah')[0]!;
    expect(request.subject).toBe('Aiman asks for a permit in EML1001');
    expect(request.text).toContain('past an unmet prerequisite in EML1001');
    expect(request.text).toContain('Reason: I passed its equivalent at my last university.');

    const { id } = asked.json<Permit>();
    const rejected = await bed.http.post(API.rejectPermit(id), coordinator, {
      reason: 'Bring the transcript to the faculty office.',
    });
    expect(rejected.statusCode).toBe(200);
    await eventually(() => expect(mailsTo('aiman')).toHaveLength(1), WAIT_MS);
    const decision = mailsTo('aiman')[0]!;
    expect(decision.subject).toBe('Kebenaran ditolak: EML1001 - Subject EML1001');
    expect(decision.text).toContain('melepasi prasyarat yang belum dipenuhi');
    expect(decision.text).toContain('Alasan: Bring the transcript to the faculty office.');
  });
});
