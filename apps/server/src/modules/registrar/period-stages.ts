import type { AdminPeriod, PeriodStageDates, UpdatePeriodBody } from '@daftar/contract';

// A period's later stages (issue 47, decision 043): their fields as the body and the period name
// them, and as their columns.

/** The later stages' days and the late note (issue 47) as their columns. */
export type PeriodStageFields = Required<PeriodStageDates> & {
  lateNote: string | null;
  lateNoteMs: string | null;
};

export function stageColumns(body: PeriodStageFields) {
  return {
    add_drop_start_date: body.addDropStartDate,
    late_registration_end_date: body.lateRegistrationEndDate,
    withdrawal_start_date: body.withdrawalStartDate,
    withdrawal_end_date: body.withdrawalEndDate,
    not_registered_date: body.notRegisteredDate,
    not_registered_reminder_date: body.notRegisteredReminderDate,
    semester_end_date: body.semesterEndDate,
    late_note: body.lateNote,
    late_note_ms: body.lateNoteMs,
  };
}

const STAGE_FIELDS = [
  'addDropStartDate',
  'lateRegistrationEndDate',
  'withdrawalStartDate',
  'withdrawalEndDate',
  'notRegisteredDate',
  'notRegisteredReminderDate',
  'semesterEndDate',
  'lateNote',
  'lateNoteMs',
] as const;

/** Each stage field as the body changes it, or as it was. */
export function stagesAfter(body: UpdatePeriodBody, before: AdminPeriod) {
  return Object.fromEntries(
    STAGE_FIELDS.map((field) => [field, body[field] !== undefined ? body[field] : before[field]]),
  ) as Pick<AdminPeriod, (typeof STAGE_FIELDS)[number]>;
}
