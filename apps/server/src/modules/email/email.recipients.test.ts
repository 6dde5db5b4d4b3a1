import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/sockets';
import { WINDOW_MS, emailTestBed } from './email.test-bed';

// Issue 21: nobody is mailed who turned email off or has no address, or when email is off.

const bed = emailTestBed();
const { start, student, submitAll, outbox, id } = bed;

describe('who is mailed', () => {
  it('writes no outbox row for a student with email turned off or without an address', async () => {
    await start({ EMAIL_GROUP_WINDOW_MS: 0 });
    const off = await student('Email Off', { emailEnabled: false });
    const none = await student('No Address', { email: null });
    const on = await student('Email On');
    for (const person of [off, none, on]) {
      const registrationId = await submitAll(person);
      await bed.http.post(API.approveRegistration(registrationId), bed.advisor);
    }
    const rows = await outbox();
    expect(rows.map((row) => row.user_id)).toEqual([on.id]);
    // The bell has them all the same.
    for (const person of [off, none]) {
      const inbox = await bed.http.get(API.notifications, person);
      expect(inbox.json().notifications).toHaveLength(3);
    }
  });
});

describe('email turned off before the message is sent', () => {
  it('sends nothing and records the message as cancelled', async () => {
    await start();
    const meiLing = await student('Tan Mei Ling');
    const registrationId = await submitAll(meiLing);
    await bed.http.post(API.approveRegistration(registrationId), bed.advisor);
    // Within the grouping window, the student turns email off.
    await bed.t.database.db
      .updateTable('users')
      .set({ email_enabled: 0 })
      .where('id', '=', meiLing.id)
      .execute();
    await eventually(async () => {
      expect(await outbox()).toMatchObject([{ status: 'cancelled', items: 3 }]);
    }, WINDOW_MS + 5000);
    expect(bed.sink.received).toEqual([]);
  });
});

describe('without SMTP_URL', () => {
  it('writes nothing to the outbox and says email is off', async () => {
    await start({}, { smtp: false });
    const user = await bed.t.createUser({ advisorId: bed.advisor.id });
    await bed.t.database.db.updateTable('users').set({ email: 'x@example.edu.my' }).execute();
    await bed.http.add(user, id('EML1001'));
    await bed.http.submit(user);
    expect(await outbox()).toEqual([]);
    expect((await bed.http.get(API.emailOutbox, bed.admin)).json()).toEqual({
      enabled: false,
      pending: 0,
      due: 0,
      retrying: 0,
      failed: 0,
      oldestDueSeconds: null,
      recentFailures: [],
    });
  });
});
