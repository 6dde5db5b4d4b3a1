import { API, formatCalendarDate, type InboxNotification } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/sockets';
import type { TestUser } from '../../test/test-app';
import { emailTestBed, PUBLIC_URL } from '../email/email.test-bed';
import { campusDay } from '../seats/seats.stage-rules';
import { sweepNotRegistered } from './not-registered.service';

// Not Registered told beforehand (issue 47): on the reminder day each active student with no
// approved subject hears, in the bell and by email in their own language, on which day they will
// be marked Not Registered for the semester and what to do before then; one with an approved
// subject hears nothing, and nobody is told twice.

const bed = emailTestBed();
const { start, student } = bed;
const WAIT_MS = 10_000;

const myDay = (offset: number) => campusDay(new Date(Date.now() + offset * 86_400_000));

const mailsTo = (address: string) => bed.sink.accepted.filter((m) => m.to.includes(address));
const inbox = async (user: TestUser): Promise<InboxNotification[]> =>
  (await bed.http.get(API.notifications, user)).json().notifications;

describe('Not Registered, told beforehand in the bell and by email', () => {
  it('tells each student with nothing approved, in their language, once', async () => {
    await start();
    const db = bed.t.database.db;
    // Approved before it has an address: the decisions send it nothing.
    const registered = await student('Hafiz', { email: null });
    const registrationId = await bed.submitAll(registered);
    const approved = await bed.http.post(API.approveRegistration(registrationId), bed.advisor, {});
    expect(approved.statusCode, approved.body).toBe(200);
    await db
      .updateTable('users')
      .set({ email: 'hafiz@example.edu.my' })
      .where('id', '=', registered.id)
      .execute();
    const siti = await student('Siti Nurhaliza', { email: 'siti@example.edu.my', language: 'ms' });
    const daniel = await student('Daniel', { email: 'daniel@example.edu.my', language: 'en' });

    const { id: periodId } = await db
      .selectFrom('registration_periods')
      .select('id')
      .where('is_current', '=', 1)
      .executeTakeFirstOrThrow();
    const patched = await bed.http.patch(API.adminPeriod(periodId), bed.admin, {
      addDropEndDate: myDay(0),
      notRegisteredDate: myDay(3),
      notRegisteredReminderDate: myDay(0),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const swept = await sweepNotRegistered(bed.t.database, bed.t.app.domainEvents);
    expect(swept).toEqual({ reminded: 2, marked: 0 });

    const warning = {
      kind: 'notRegistered',
      notRegistered: { periodId, date: myDay(3), semester: 6, academicYear: '2024/2025' },
    };
    expect(await inbox(siti)).toEqual([expect.objectContaining({ ...warning, userId: siti.id })]);
    expect(await inbox(daniel)).toEqual([
      expect.objectContaining({ ...warning, userId: daniel.id }),
    ]);
    expect(await inbox(registered)).not.toContainEqual(
      expect.objectContaining({ kind: 'notRegistered' }),
    );

    await eventually(() => {
      expect(mailsTo('siti')).toHaveLength(1);
      expect(mailsTo('daniel')).toHaveLength(1);
    }, WAIT_MS);
    const malay = mailsTo('siti')[0]!;
    const dateMs = formatCalendarDate(myDay(3), 'ms');
    expect(malay.subject).toBe(
      `Belum berdaftar bagi Semester 6 2024/2025: daftar sebelum ${dateMs}`,
    );
    expect(malay.text).toContain(
      `Anda tidak mempunyai subjek yang diluluskan bagi Semester 6 2024/2025. Pada ${dateMs}, anda akan ditandakan Tidak Berdaftar bagi semester ini.`,
    );
    expect(malay.text).toContain('hubungi penasihat akademik anda atau pejabat pendaftar');
    expect(malay.text).toContain(`${PUBLIC_URL}/registration`);
    const english = mailsTo('daniel')[0]!;
    const dateEn = formatCalendarDate(myDay(3), 'en');
    expect(english.subject).toBe(
      `Not registered for Semester 6 2024/2025: register before ${dateEn}`,
    );
    expect(english.text).toContain(
      `On ${dateEn} you will be marked Not Registered for the semester.`,
    );
    expect(english.text).toContain("contact your academic advisor or the registrar's office");

    // Told once: the next minute's sweep tells nobody again, in the bell or by email.
    const again = await sweepNotRegistered(bed.t.database, bed.t.app.domainEvents);
    expect(again.reminded).toBe(0);
    expect(await inbox(siti)).toHaveLength(1);
    const warned = await db
      .selectFrom('email_outbox')
      .select('user_id')
      .where('kind', '=', 'notRegistered')
      .orderBy('user_id')
      .execute();
    expect(warned.map((row) => row.user_id)).toEqual([siti.id, daniel.id]);
    expect(mailsTo('hafiz')).toEqual([]);
  });
});
