import { describe, expect, it } from 'vitest';
import { catalogueState, csvFile, exportCsv, importReport } from './catalogue-import.fixture';
import { importTestBed, SEATED_WORLD } from './catalogue-import.test-bed';

const bed = importTestBed(SEATED_WORLD, { QUOTA_EVENT_WINDOW_MS: 20 });

describe('importing a catalogue', () => {
  it('makes formulas safe for spreadsheets and brings every value back exactly', async () => {
    const name = '=HYPERLINK("http://evil.example","Click")';
    // A value that itself starts with the mark is written with one more in the file.
    const rows = [
      {
        subject_code: 'WIX3999',
        subject_name: name,
        description: "''=1+1 stays text",
        lecturer: '@Dr. Formula',
        room: '+60 Lab',
      },
      {
        subject_code: 'WIX3999',
        subject_name: name,
        description: "''=1+1 stays text",
        section: '2',
        lecturer: '-Dr. Minus',
      },
    ];
    await importReport(bed.t, bed.w.admin, csvFile(...rows), { periodId: bed.w.periodId });
    const stored = await bed.t.database.db
      .selectFrom('subjects as s')
      .innerJoin('sections as sec', 'sec.subject_id', 's.id')
      .select(['s.name', 's.description', 'sec.lecturer'])
      .where('s.code', '=', 'WIX3999')
      .orderBy('sec.number')
      .execute();
    expect(stored).toEqual([
      { name, description: "'=1+1 stays text", lecturer: '@Dr. Formula' },
      { name, description: "'=1+1 stays text", lecturer: '-Dr. Minus' },
    ]);

    const exported = await exportCsv(bed.t, bed.w.admin, bed.w.periodId);
    const lines = exported.split('\r\n').filter((l) => l.startsWith('WIX3999'));
    expect(lines).toEqual([
      `WIX3999,"'=HYPERLINK(""http://evil.example"",""Click"")",3,1,FSKTM,''=1+1 stays text,,1,30,'@Dr. Formula,Mon,08:00,10:00,'+60 Lab,,`,
      `WIX3999,"'=HYPERLINK(""http://evil.example"",""Click"")",3,1,FSKTM,''=1+1 stays text,,2,30,'-Dr. Minus,Mon,08:00,10:00,BK1,,`,
    ]);
    // A file written by hand with the spreadsheet's mark means the same as without it.
    const byHand = await importReport(
      bed.t,
      bed.w.admin,
      csvFile(...rows.map((row) => ({ ...row, subject_name: `'${name}` }))),
      { periodId: bed.w.periodId, dryRun: true },
    );
    expect(byHand.summary.unchanged).toBe(3);

    const before = await catalogueState(bed.t.database.db);
    const report = await importReport(bed.t, bed.w.admin, exported, { periodId: bed.w.periodId });
    expect(report.summary).toMatchObject({ subjectsUpdated: 0, sectionsUpdated: 0 });
    expect(await catalogueState(bed.t.database.db)).toEqual(before);
  });
});
