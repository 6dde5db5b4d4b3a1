import { API } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { catalogueState, csvFile, importReport } from './catalogue-import.fixture';
import { importTestBed, SEATED_WORLD } from './catalogue-import.test-bed';

// One catalogue imported step by step: a dry run, the real import, an update, the export read back.
// Each test starts from what the one before left.

const bed = importTestBed(SEATED_WORLD, { QUOTA_EVENT_WINDOW_MS: 20 });

const NEW_SUBJECTS = [
  // A new subject with two sections, one meeting on Saturday, and a prerequisite already stored.
  { subject_code: 'WIX1101', prerequisites: 'WIA1002', day: 'Mon' },
  { subject_code: 'WIX1101', prerequisites: 'WIA1002', day: 'Wed', start: '14:00', end: '15:00' },
  { subject_code: 'WIX1101', prerequisites: 'WIA1002', section: '2', day: 'Sat', room: 'DK2' },
  // A new subject whose prerequisite is the new one above, written later in the file.
  {
    subject_code: 'WIX2101',
    subject_name: 'Discrete Structures, "Part II"',
    year: '2',
    prerequisites: 'wix1101',
    description: 'Graphs,\ntrees and counting.',
    lecturer: 'Prof. Tan Wei Ming',
    day: 'sun',
    start: '9:30',
    end: '11:00',
  },
];

describe('importing a catalogue', () => {
  it('reports what a dry run would do and changes nothing', async () => {
    const before = await catalogueState(bed.t.database.db);
    const report = await importReport(bed.t, bed.w.admin, csvFile(...NEW_SUBJECTS), {
      periodId: bed.w.periodId,
      dryRun: true,
    });
    expect(report).toEqual({
      ok: true,
      errors: [],
      errorCount: 0,
      warnings: [
        {
          row: null,
          column: null,
          message: 'WIA1002 section 1 is not in the file; it is kept as it is.',
        },
        {
          row: null,
          column: null,
          message: 'WIA1003 section 1 is not in the file; it is kept as it is.',
        },
      ],
      summary: {
        subjectsCreated: 2,
        subjectsUpdated: 0,
        sectionsCreated: 3,
        sectionsUpdated: 0,
        unchanged: 0,
      },
    });
    expect(await catalogueState(bed.t.database.db)).toEqual(before);
  });

  it('creates subjects, sections and meetings (weekends too), once, and records it in the trail', async () => {
    const report = await importReport(bed.t, bed.w.admin, csvFile(...NEW_SUBJECTS), {
      periodId: bed.w.periodId,
    });
    expect(report.ok).toBe(true);
    expect(report.summary).toEqual({
      subjectsCreated: 2,
      subjectsUpdated: 0,
      sectionsCreated: 3,
      sectionsUpdated: 0,
      unchanged: 0,
    });

    const subjects = (await api(bed.t).get(API.subjects, bed.w.admin)).json();
    const wix1101 = subjects.find((s: { code: string }) => s.code === 'WIX1101');
    expect(wix1101).toMatchObject({
      name: 'Computing Mathematics I',
      credits: 3,
      year: 1,
      prerequisites: ['WIA1002'],
      quota: { total: 60, registered: 0 },
    });
    expect(wix1101.sections.map((s: { meetings: unknown }) => s.meetings)).toEqual([
      [
        { day: 1, startTime: '08:00', endTime: '10:00', room: 'BK1' },
        { day: 3, startTime: '14:00', endTime: '15:00', room: 'BK1' },
      ],
      [{ day: 6, startTime: '08:00', endTime: '10:00', room: 'DK2' }],
    ]);
    expect(subjects.find((s: { code: string }) => s.code === 'WIX2101')).toMatchObject({
      name: 'Discrete Structures, "Part II"',
      description: 'Graphs,\ntrees and counting.',
      prerequisites: ['WIX1101'],
      sections: [
        {
          lecturer: 'Prof. Tan Wei Ming',
          meetings: [{ day: 7, startTime: '09:30', endTime: '11:00', room: 'BK1' }],
        },
      ],
    });

    const trail = (
      await api(bed.t).get(`${API.adminChanges}?entity=catalogue`, bed.w.admin)
    ).json();
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0]).toMatchObject({
      actor: { id: bed.w.admin.id },
      entity: 'catalogue',
      entityId: bed.w.periodId,
      action: 'import',
      summary:
        'Catalogue of Semester 6 2024/2025 imported: 2 subjects created, 0 updated; 3 sections created, 0 updated; 0 unchanged',
      after: report.summary,
    });

    // The same file again changes nothing, and adds nothing to the trail.
    const before = await catalogueState(bed.t.database.db);
    const again = await importReport(bed.t, bed.w.admin, csvFile(...NEW_SUBJECTS), {
      periodId: bed.w.periodId,
    });
    expect(again.summary).toEqual({
      subjectsCreated: 0,
      subjectsUpdated: 0,
      sectionsCreated: 0,
      sectionsUpdated: 0,
      unchanged: 5,
    });
    expect(await catalogueState(bed.t.database.db)).toEqual(before);
  });

  it('updates what differs and replaces a section’s meetings, keeping the rest', async () => {
    const meetingIds = async () =>
      (await catalogueState(bed.t.database.db)).meetings.map((m) => m.id);
    const kept = await meetingIds();
    const report = await importReport(
      bed.t,
      bed.w.admin,
      csvFile(
        ...NEW_SUBJECTS.slice(0, 2),
        // Section 2 now meets on Friday; WIX2101 has 4 credits.
        { ...NEW_SUBJECTS[2], day: 'Fri' },
        { ...NEW_SUBJECTS[3], credits: '4' },
      ),
      { periodId: bed.w.periodId },
    );
    expect(report.summary).toEqual({
      subjectsCreated: 0,
      subjectsUpdated: 1,
      sectionsCreated: 0,
      sectionsUpdated: 1,
      unchanged: 3,
    });
    const now = await meetingIds();
    expect(now.filter((id) => kept.includes(id))).toHaveLength(kept.length - 1);
    expect(now).toHaveLength(kept.length);
  });

  it('exports the period as the import reads it, and importing the export changes nothing', async () => {
    const res = await bed.t.app.inject({
      url: `${API.catalogueExport}?periodId=${bed.w.periodId}`,
      headers: bed.w.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="catalogue-2024-2025-sem6.csv"',
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffsubject_code,subject_name,credits,year,faculty_code,description,prerequisites,section,capacity,lecturer,day,start,end,room,subject_name_ms,description_ms',
    );
    // A section without meetings is one row with its meeting cells empty.
    expect(lines).toContain(
      `WIA1003,Subject WIA1003,3,1,${bed.w.facultyCode},About WIA1003.,,1,40,Dr. Test,,,,,,`,
    );
    expect(lines).toContain(
      'WIX1101,Computing Mathematics I,3,1,FSKTM,"Sets, logic and proofs.",WIA1002,2,30,Dr. Aminah Abdullah,Fri,08:00,10:00,DK2,,',
    );

    const before = await catalogueState(bed.t.database.db);
    const report = await importReport(bed.t, bed.w.admin, res.body, { periodId: bed.w.periodId });
    expect(report).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(report.summary).toMatchObject({
      subjectsCreated: 0,
      subjectsUpdated: 0,
      sectionsCreated: 0,
      sectionsUpdated: 0,
    });
    expect(await catalogueState(bed.t.database.db)).toEqual(before);
  });
});
