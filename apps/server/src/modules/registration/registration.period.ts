import type { Period, PeriodStages } from '@daftar/contract';
import type { Db } from '../../db/database';
import { currentStudentPeriod, type StudentPeriodRow } from '../periods/periods.service';
import {
  addDropDays,
  creditMaxOf,
  currentStages,
  opensAt,
  periodStatus,
} from '../seats/seats.service';
import * as repo from './registration.repository';

// The current period as one student reads it: its window and stages, and their own maximum.

/** The current period as the student sees it, with the credits of their selection. */
export async function getPeriod(db: Db, userId: number, now = new Date()): Promise<Period> {
  const period = await currentStudentPeriod(db, userId);
  const registration = await repo.findRegistration(db, userId, period.id);
  return {
    id: period.id,
    semester: period.semester,
    academicYear: period.academic_year,
    startDate: period.start_date,
    endDate: period.end_date,
    creditSelected: registration ? await repo.creditsHeld(db, registration.id) : 0,
    creditMax: creditMaxOf(period),
    creditMin: period.credit_min,
    addDropEndDate: period.add_drop_end_date,
    opensAt: opensAt(period),
    serverTime: now.toISOString(),
    status: periodStatus(period, now),
    studentStatus: period.student_status ?? null,
    standing: period.standing ?? null,
    standingName:
      period.standing_name_en == null
        ? null
        : { en: period.standing_name_en, ms: period.standing_name_ms ?? period.standing_name_en },
    stages: stagesOf(period, now),
  };
}

/** The later stages' days (issue 47), and what today allows. */
export function stagesOf(period: StudentPeriodRow, now: Date): PeriodStages {
  const addDrop = addDropDays(period);
  return {
    addDropStartDate: addDrop.start,
    addDropEndDate: addDrop.end,
    lateRegistrationEndDate: period.late_registration_end_date,
    withdrawalStartDate: period.withdrawal_start_date,
    withdrawalEndDate: period.withdrawal_end_date,
    notRegisteredDate: period.not_registered_date,
    semesterEndDate: period.semester_end_date,
    lateNote: period.late_note === null ? null : { en: period.late_note, ms: period.late_note_ms },
    current: currentStages(period, now),
  };
}
