import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/sockets';
import { PUBLIC_URL, WINDOW_MS, emailTestBed } from './email.test-bed';

// Issue 21's email through the outbox, against a real SMTP server the test starts: one message
// per burst of decisions in the student's language, submissions to advisors, the day's digest.
// (The mail server down or refusing: email.failures.test.ts; who gets none: email.recipients.test.ts;
// killed mid-delivery: reliability/email-crash.reliability.test.ts.)

const bed = emailTestBed();
const { start, student, submitAll, outbox, id } = bed;

describe('email through the outbox', () => {
  it('sends one message per burst of decisions, in the student’s language, with a working link', async () => {
    await start();
    // She never chose a language: she last signed in on a Malay browser (issue 42).
    const meiLing = await student('Tan Mei Ling', {
      language: null,
      lastLanguage: 'ms',
      email: 'mei.ling@example.edu.my',
    });
    const registrationId = await submitAll(meiLing);
    await bed.http.post(API.approveSubject(registrationId, id('EML1001')), bed.advisor);
    await bed.http.post(API.rejectSubject(registrationId, id('EML1002')), bed.advisor, {
      reason: 'Ambil <b>semester</b> hadapan.',
    });
    await bed.http.post(API.approveSubject(registrationId, id('EML1003')), bed.advisor);

    await eventually(
      () => expect(bed.sink.accepted.filter((m) => m.to.includes('mei.ling'))).toHaveLength(1),
      WINDOW_MS + 5000,
    );
    // Nothing more follows the burst: every outbox row of hers is settled, and one message named
    // all three.
    await eventually(async () => {
      const rows = (await outbox()).filter((row) => row.user_id === meiLing.id);
      expect(rows.map((row) => row.status)).toEqual(['sent']);
    }, WINDOW_MS + 5000);
    const mails = bed.sink.accepted.filter((m) => m.to.includes('mei.ling'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Pendaftaran anda: 2 subjek diluluskan, 1 ditolak');
    expect(mail!.text).toContain('Salam sejahtera Tan Mei Ling,');
    expect(mail!.text).toContain(
      'Keputusan telah dibuat bagi pendaftaran subjek anda: 2 subjek diluluskan, 1 ditolak: Ambil <b>semester</b> hadapan.',
    );
    for (const code of ['EML1001', 'EML1002', 'EML1003']) {
      expect(mail!.text).toContain(code);
      expect(mail!.html).toContain(code);
    }
    expect(mail!.text).toContain('Alasan: Ambil <b>semester</b> hadapan.');
    // The reason is text in the HTML too, never markup.
    expect(mail!.html).toContain('Ambil &lt;b&gt;semester&lt;/b&gt; hadapan.');
    expect(mail!.html).not.toContain('<b>semester');

    const link = `${PUBLIC_URL}/registration`;
    expect(mail!.text).toContain(`Lihat pendaftaran anda: ${link}`);
    expect(mail!.html).toContain(`<a href="${link}">Lihat pendaftaran anda</a>`);
    // The link opens the app's registration page.
    const page = await bed.t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    const rows = (await outbox()).filter((row) => row.user_id === meiLing.id);
    expect(rows).toMatchObject([{ kind: 'decisions', status: 'sent', items: 3, attempts: 1 }]);
    expect(mail!.messageId).toBe(rows[0]!.message_id);
  });

  it('tells an English student in English, and advisors of each submission with a link to review', async () => {
    await start({ STUDENT_EMAIL_TEMPLATE: '{studentId}@siswa.example.edu.my' });
    await bed.t.database.db
      .updateTable('users')
      .set({ email: 'aminah@example.edu.my' })
      .where('id', '=', bed.advisor.id)
      .execute();
    // No address of their own: the university's, derived from the student ID.
    const ali = await student('Ali bin Abu', { email: null });
    const registrationId = await submitAll(ali);
    await bed.http.post(API.rejectRegistration(registrationId), bed.advisor, {
      reason: 'Please see me first.',
    });

    await eventually(() => expect(bed.sink.accepted).toHaveLength(2), WINDOW_MS + 5000);
    const [submitted, decided] = bed.sink.accepted;
    expect(submitted!.to).toBe('aminah@example.edu.my');
    expect(submitted!.subject).toBe('Ali bin Abu submitted 3 subjects for review');
    expect(submitted!.text).toContain(`Review Registrations: ${PUBLIC_URL}/admin`);
    expect(decided!.to).toMatch(/^t[0-9a-f]+@siswa\.example\.edu\.my$/);
    expect(decided!.subject).toBe('Your registration: 3 subjects rejected');
    expect(decided!.text).toContain('3 subjects rejected: Please see me first.');
  });

  it('gathers an advisor’s submissions of the day into one digest', async () => {
    await start();
    await bed.t.database.db
      .updateTable('users')
      .set({ email: 'aminah@example.edu.my', submission_email: 'daily' })
      .where('id', '=', bed.advisor.id)
      .execute();
    await submitAll(await student('Tan Mei Ling', { email: null }));
    await submitAll(await student('Ali bin Abu', { email: null }));
    const [digest] = await outbox();
    expect(digest).toMatchObject({ kind: 'digest', items: 2, status: 'pending' });
    expect(Date.parse(digest!.send_after)).toBeGreaterThan(Date.now());
    // A message due now, to another advisor, delivered after the digest was written: the worker
    // has polled since, and left the digest for its hour.
    const other = await bed.t.createUser({ role: 'lecturer', name: 'Dr. Rahman' });
    await bed.t.database.db
      .updateTable('users')
      .set({ email: 'rahman@example.edu.my' })
      .where('id', '=', other.id)
      .execute();
    const advisee = await bed.t.createUser({ advisorId: other.id });
    expect((await bed.http.add(advisee, id('EML1001'))).statusCode).toBe(201);
    expect((await bed.http.submit(advisee)).statusCode).toBe(200);
    await eventually(() => expect(bed.sink.accepted).toHaveLength(1), WINDOW_MS + 5000);
    expect(bed.sink.accepted[0]!.to).toBe('rahman@example.edu.my');
    expect((await outbox()).find((row) => row.kind === 'digest')).toMatchObject({
      status: 'pending',
    });

    // The digest's hour comes.
    const now = new Date().toISOString();
    await bed.t.database.db
      .updateTable('email_outbox')
      .set({ due_at: now, send_after: now })
      .where('kind', '=', 'digest')
      .execute();
    await eventually(() => expect(bed.sink.accepted).toHaveLength(2));
    const mail = bed.sink.accepted[1];
    expect(mail!.subject).toBe('2 new submissions for review');
    expect(mail!.text).toContain('Tan Mei Ling');
    expect(mail!.text).toContain('Ali bin Abu');
    expect(mail!.text).toContain(`${PUBLIC_URL}/admin`);
  });
});
