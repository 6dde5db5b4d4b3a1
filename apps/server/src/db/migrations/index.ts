import type { Migration } from 'kysely/migration';
import { initial } from './0001-initial';
import { seatFunctions } from './0002-seat-functions';
import { userLanguage } from './0003-user-language';
import { registrar } from './0004-registrar';
import { weekendMeetings } from './0005-weekend-meetings';
import { waitlists } from './0006-waitlists';
import { notifications } from './0007-notifications';
import { emailOutbox } from './0008-email-outbox';
import { registrationSlips } from './0009-registration-slips';
import { calendarTokens } from './0010-calendar-tokens';
import { admissionGates } from './0011-admission-gates';
import { advisorDesk } from './0012-advisor-desk';
import { groupedSeatChanges } from './0013-grouped-seat-changes';
import { slipContentKey } from './0014-slip-content-key';
import { gateRehearsals } from './0016-gate-rehearsals';
import { bilingualData } from './0017-bilingual-data';
import { announcementsAndPages } from './0018-announcements-and-pages';
import { languageChoice } from './0019-language-choice';
import { studentRoll } from './0020-student-roll';
import { universitySignIn } from './0022-university-sign-in';
import { accountCodes } from './0023-account-codes';
import { apiTokens } from './0024-api-tokens';
import { academicRecord } from './0025-academic-record';
import { holds } from './0026-holds';
import { overloadRequests } from './0027-overload-requests';
import { programmeStructures } from './0029-programme-structures';
import { registrarStandings } from './0031-registrar-standings';
import { sectionParts } from './0034-section-parts';
import { reservedSeats } from './0035-reserved-seats';
import { placeLockOrder } from './0036-place-lock-order';
import { permits } from './0037-permits';
import { reservationLapse } from './0038-reservation-lapse';
import { crossListedSubjects } from './0039-cross-listed-subjects';
import { emailKinds } from './0040-email-kinds';
import { semesterStages } from './0041-semester-stages';
import { registrationPlans } from './0042-registration-plans';

/** Every migration, in the order it runs. Names sort; never rename or edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-seat-functions': seatFunctions,
  '0003-user-language': userLanguage,
  '0004-registrar': registrar,
  '0005-weekend-meetings': weekendMeetings,
  '0006-waitlists': waitlists,
  '0007-notifications': notifications,
  '0008-email-outbox': emailOutbox,
  '0009-registration-slips': registrationSlips,
  '0010-calendar-tokens': calendarTokens,
  '0011-admission-gates': admissionGates,
  '0012-advisor-desk': advisorDesk,
  '0013-grouped-seat-changes': groupedSeatChanges,
  '0014-slip-content-key': slipContentKey,
  '0016-gate-rehearsals': gateRehearsals,
  '0017-bilingual-data': bilingualData,
  '0018-announcements-and-pages': announcementsAndPages,
  '0019-language-choice': languageChoice,
  '0020-student-roll': studentRoll,
  '0022-university-sign-in': universitySignIn,
  '0023-account-codes': accountCodes,
  '0024-api-tokens': apiTokens,
  '0025-academic-record': academicRecord,
  '0026-holds': holds,
  '0027-overload-requests': overloadRequests,
  '0029-programme-structures': programmeStructures,
  '0031-registrar-standings': registrarStandings,
  '0034-section-parts': sectionParts,
  '0035-reserved-seats': reservedSeats,
  '0036-place-lock-order': placeLockOrder,
  '0037-permits': permits,
  '0038-reservation-lapse': reservationLapse,
  '0039-cross-listed-subjects': crossListedSubjects,
  '0040-email-kinds': emailKinds,
  '0041-semester-stages': semesterStages,
  '0042-registration-plans': registrationPlans,
};
