import { describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants } from '../../test/catalogue-fixture';
import { connectSocket, eventually, record } from '../../test/sockets';
import { csvFile, importReport } from './catalogue-import.fixture';
import { importTestBed, SEATED_WORLD } from './catalogue-import.test-bed';

const bed = importTestBed(SEATED_WORLD, { QUOTA_EVENT_WINDOW_MS: 20 });

describe('importing a catalogue', () => {
  it('sends the new seat counts to every browser when an import raises a capacity', async () => {
    await bed.t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = bed.t.app.server.address();
    const socket = await connectSocket(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
    const updates = record(socket, 'quotaUpdated');
    try {
      const call = api(bed.t);
      const subject = bed.w.subjects.WIA1002!;
      const [a, b, c] = [
        await bed.t.createUser(),
        await bed.t.createUser(),
        await bed.t.createUser(),
      ];
      await call.add(a, subject.id);
      await call.add(b, subject.id);
      expect((await call.add(c, subject.id)).json().code).toBe('SUBJECT_FULL');

      const row = {
        subject_code: 'WIA1002',
        subject_name: 'Subject WIA1002',
        faculty_code: bed.w.facultyCode,
        description: 'About WIA1002.',
        lecturer: 'Dr. Test',
        day: 'Tue',
        start: '08:00',
        end: '10:00',
      };
      // Below the seats taken: refused, saying how many hold seats.
      const refused = await importReport(bed.t, bed.w.admin, csvFile({ ...row, capacity: '1' }), {
        periodId: bed.w.periodId,
      });
      expect(refused.errors).toEqual([
        {
          row: 2,
          column: 'capacity',
          message: '2 students hold seats in WIA1002 section 1: its capacity cannot go below 2.',
        },
      ]);

      const raised = await importReport(bed.t, bed.w.admin, csvFile({ ...row, capacity: '3' }), {
        periodId: bed.w.periodId,
      });
      expect(raised.summary).toMatchObject({ sectionsUpdated: 1 });
      await eventually(() =>
        expect(updates.flat()).toContainEqual({
          subjectId: subject.id,
          newQuota: { total: 3, registered: 2 },
          waiting: 0,
          sections: [{ id: subject.sectionIds[0], capacity: 3, registered: 2 }],
        }),
      );
      expect((await call.add(c, subject.id)).statusCode).toBe(201);
      expect(await checkInvariants(bed.t.database.db)).toEqual([]);
    } finally {
      socket.close();
    }
  });
});
