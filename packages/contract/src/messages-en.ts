// The English sentences of every refusal: the spec's and decisions.md's, word for word
// (messages.ts says how a template is read).

export const ERRORS_EN = {
  VALIDATION_ERROR: 'The request is not valid.',
  VALIDATION_ERROR_unknownRecord: 'The request names a record that does not exist.',
  VALIDATION_ERROR_unknownFaculty: 'The faculty must be an existing faculty.',
  INVALID_JSON: 'The request body is not valid JSON.',
  INVALID_JSON_length: 'The request body length is wrong.',
  INVALID_JSON_empty: 'The request body is empty.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as application/json.',
  UNSUPPORTED_MEDIA_TYPE_csv: 'Send the catalogue as text/csv.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  MALFORMED_REQUEST: 'The request is malformed.',
  MALFORMED_REQUEST_address: 'The address is not valid.',
  URI_TOO_LONG: 'The address is too long.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  REQUEST_TIMEOUT: 'The request took too long to arrive.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  INVALID_CREDENTIALS: 'Invalid username or password.',
  FORBIDDEN: 'You do not have permission to do this.',
  FORBIDDEN_permitCoordinator:
    'Only the coordinator of {{subject}} or an admin may decide this permit.',
  FORBIDDEN_permitAdvisor: "Only the student's advisor or an admin may decide this permit.",
  API_TOKEN_INVALID: 'That API token is not valid.',
  API_TOKEN_EXPIRED: 'That API token has expired. Ask the registrar for a new one.',
  API_TOKEN_REVOKED: 'That API token has been revoked. Ask the registrar for a new one.',
  API_TOKEN_SCOPE: 'That API token does not have the {{scope}} scope.',
  API_TOKEN_NOT_ALLOWED:
    'An API token is accepted only by the import endpoints it has a scope for. Sign in to do this.',
  NOT_FOUND: 'That was not found.',
  NOT_FOUND_route: 'No such route.',
  NOT_FOUND_clientNotBuilt: 'The client is not built: run npm run build.',
  NOT_FOUND_subject: 'That subject was not found.',
  NOT_FOUND_section: 'That section of {{code}} was not found.',
  NOT_FOUND_selection: 'That subject in your selection was not found.',
  NOT_FOUND_waitlistPlace: 'You are not waiting for that subject.',
  NOT_FOUND_period: 'No registration period has been set up yet.',
  NOT_FOUND_registration: 'That registration was not found.',
  NOT_FOUND_registrationSubject: 'That subject in this registration was not found.',
  NOT_FOUND_student: 'That student was not found.',
  NOT_FOUND_user: 'That account was not found.',
  NOT_FOUND_advisor: 'That lecturer was not found.',
  NOT_FOUND_periodId: 'That registration period was not found.',
  NOT_FOUND_gate: 'Registration has no queue now: no admission is needed.',
  NOT_FOUND_reasonTemplate: 'That saved reason was not found.',
  NOT_FOUND_permit: 'That permit was not found.',
  NOT_FOUND_withdrawal: 'That withdrawal request was not found.',
  NOT_FOUND_overloadRequest: 'That overload request was not found.',
  NOT_FOUND_pendingOverload: 'You have no pending overload request to withdraw.',
  NOT_FOUND_announcement: 'That announcement was not found.',
  NOT_FOUND_structure: 'That programme structure was not found.',
  NOT_FOUND_structureGroup: 'That requirement group was not found.',
  NOT_FOUND_hold: 'That hold was not found.',
  NOT_FOUND_reservation: 'That reservation was not found.',
  NOT_FOUND_calendarEvent: 'That calendar entry was not found.',
  NOT_FOUND_sectionId: 'That section was not found.',
  NOT_FOUND_subjectId: 'That subject was not found.',
  NOT_FOUND_faculty: 'That faculty was not found.',
  NOT_FOUND_calendarFeed: 'No calendar has this link: it may have been replaced by a newer one.',
  NOT_FOUND_slip: 'No slip has this code.',
  NOT_FOUND_apiToken: 'That API token was not found.',
  USERNAME_TAKEN: 'That username is already taken.',
  USERNAME_TAKEN_orStudentId: 'That username or student ID is already taken.',
  STUDENT_ID_TAKEN: 'That student ID is already registered.',
  PASSWORD_SIGN_IN_OFF: 'Sign in with your university account.',
  PASSWORD_SIGN_IN_OFF_staff:
    'Students sign in with their university account; passwords are for staff only.',
  SIGN_IN_CODE_INVALID: 'That sign-in has expired or was already used. Please sign in again.',
  SIGN_UP_OFF: 'Accounts come from the university. Sign in with your university account instead.',
  STUDENT_ID_NOT_ON_ROLL:
    "That student ID is not on this semester's roll: contact the registrar's office.",
  STUDENT_ID_NOT_ON_ROLL_noEmail:
    "The roll has no email address for that student ID: contact the registrar's office.",
  SIGN_UP_CODE_INVALID: 'That code is wrong or has expired. Ask for a new one.',
  RESET_LINK_INVALID: 'That link has expired or was already used. Ask for a new one.',
  PERIOD_NOT_OPEN: 'Registration is not open.',
  PERIOD_NOT_OPEN_upcoming: 'Registration has not opened yet. It opens on {{date, date}}.',
  PERIOD_NOT_OPEN_closed: 'Registration is closed. It closed on {{date, date}}.',
  PERIOD_NOT_OPEN_addDrop: 'Adding and dropping subjects ended on {{date, date}}.',
  PERIOD_NOT_OPEN_addDropOpens:
    'Adding and dropping subjects of an approved registration opens on {{date, date}}.',
  PERIOD_NOT_OPEN_lateEnded:
    "Late registration ended on {{date, date}}: contact the registrar's office.",
  PERIOD_NOT_OPEN_yearOpening:
    'Registration opens for year {{year}} students on {{opensAt, datetime}} (Malaysia time).',
  PERIOD_NOT_OPEN_creditsOpening:
    'Registration opens for you on {{opensAt, datetime}} (Malaysia time): students with {{credits}} credits earned or more register early.',
  PERIOD_NOT_OPEN_reapproval:
    '{{subject}} cannot be approved again: registration is not open, so no seat can be taken for it.',
  PERIOD_NOT_OPEN_pastPeriod:
    'This registration belongs to a period that is no longer current, so no seat can be taken for it.',
  ALREADY_SELECTED: 'You have already selected that subject.',
  ALREADY_SELECTED_named: 'You have already selected {{subject}}.',
  SUBJECT_FULL: '{{subject}} is full: no seats are left.',
  RESERVED:
    'The seats left in {{subject}} are reserved for other students until {{until, datetime}} (Malaysia time): {{seats}} kept for them.',
  RESERVED_advisor: 'The seats left in {{subject}} are reserved for other students.',
  SUBJECT_FULL_section: 'That section of {{subject}} is full.',
  SUBJECT_FULL_advisor: '{{subject}} has no seat left to approve.',
  SUBJECT_FULL_waiting_one:
    '{{subject}} is full: 1 student is waiting for a seat. Join the waitlist to take your place.',
  SUBJECT_FULL_waiting_other:
    '{{subject}} is full: {{count}} students are waiting for a seat. Join the waitlist to take your place.',
  SEAT_AVAILABLE: '{{subject}} has a free seat: add it instead of waiting.',
  ALREADY_WAITING: 'You are already waiting for {{subject}}.',
  WAITLIST_LIMIT:
    'You are already waiting for {{max}} subjects, the most one student may wait for.',
  CREDIT_LIMIT:
    'Adding {{code}} ({{credits}} credits) would take you to {{creditsAfter}} credits; the maximum is {{creditMax}}.',
  OVERLOAD_CREDITS:
    'Ask for more than your maximum of {{creditMax}} credits, up to {{overloadCap}}.',
  OVERLOAD_CREDITS_notOffered: 'This registration period takes no requests for more credits.',
  OVERLOAD_CREDITS_notAbove:
    'Your maximum is already {{creditMax}} credits: ask for more than that, up to {{overloadCap}}.',
  OVERLOAD_CREDITS_aboveCap:
    'You may ask for at most {{overloadCap}} credits this period; you asked for {{credits}}.',
  OVERLOAD_CREDITS_advisor:
    "This request asks for {{credits}} credits, above the period's overload cap of {{overloadCap}}.",
  PERMIT_OPEN:
    'You have already asked for a permit past this rule for {{subject}}: it is waiting for a decision.',
  PERMIT_OPEN_approved:
    'You already have an approved permit past this rule for {{subject}}: add the subject to use it.',
  OVERLOAD_OPEN:
    'You already have a request for {{credits}} credits waiting for your advisor. Withdraw it first to ask again.',
  CREDIT_LIMIT_advisor:
    'Approving {{code}} ({{credits}} credits) again would take the student to {{creditsAfter}} credits; the maximum is {{creditMax}}.',
  PART_MISSING:
    '{{subject}} is taken with one section of each of its parts: choose one of part {{parts}} too.',
  PART_MISSING_twice:
    '{{subject}} is taken with one section of each part: you chose two of part {{parts}}.',
  PART_MISSING_onePart: '{{subject}} has one part: choose one of its sections.',
  SECTIONS_NOT_LINKED:
    'Section {{section}} of {{subject}} goes only with section {{linkedTo}}: choose them together.',
  SECTIONS_CLASH:
    'Sections {{first}} and {{second}} of {{subject}} meet at the same time: choose another of one of them.',
  WAITLIST_MULTI_PART:
    '{{subject}} has a lecture and tutorials or labs taken together: to change one of its sections, choose one with a free seat with Change Section.',
  TIME_CLASH: '{{subject}} clashes with {{other}} in your timetable.',
  TIME_CLASH_advisor:
    '{{subject}} cannot be approved again: it clashes with {{other}}, which the student now takes.',
  PREREQUISITE_NOT_MET: '{{subject}} needs {{missing, list}} to be passed first.',
  PREREQUISITE_NOT_MET_advisor:
    '{{subject}} cannot be approved: the student has not passed {{missing, list}}.',
  PREREQUISITE_NOT_MET_grade:
    '{{subject}} needs {{missing}}, which you have not passed: grade {{grade}}.',
  PREREQUISITE_NOT_MET_advisorGrade:
    '{{subject}} cannot be approved: the student has not passed {{missing}} (grade {{grade}}).',
  REGISTRATION_UNDER_REVIEW:
    'Your registration is under review. You can change it once your advisor has decided on every subject.',
  REGISTRATION_UNDER_REVIEW_submitted:
    'Your registration has already been submitted and is under review.',
  STUDENT_NOT_ACTIVE:
    "Your student status is not active, so you cannot change your registration. Contact the registrar's office.",
  STUDENT_NOT_ACTIVE_deferred:
    "Your studies are deferred, so you cannot change your registration. Contact the registrar's office.",
  STUDENT_NOT_ACTIVE_suspended:
    "Your studies are suspended, so you cannot change your registration. Contact the registrar's office.",
  STUDENT_NOT_ACTIVE_withdrawn:
    "You are withdrawn from the university, so you cannot change your registration. Contact the registrar's office.",
  STUDENT_NOT_ACTIVE_graduated:
    "You have graduated, so you cannot change your registration. Contact the registrar's office.",
  HOLD: 'A {{type}} hold is on your record. {{reason}} To clear it: {{howToClear}} Contact: {{contact}}',
  HOLD_register:
    'A {{type}} hold stops you changing your registration. {{reason}} To clear it: {{howToClear}} Contact: {{contact}}',
  HOLD_submit:
    'A {{type}} hold stops you submitting your registration. {{reason}} To clear it: {{howToClear}} Contact: {{contact}}',
  HOLD_slip:
    'A {{type}} hold stops you downloading your registration slip. {{reason}} To clear it: {{howToClear}} Contact: {{contact}}',
  HOLD_advisor:
    'The student has a {{type}} hold, so the subject cannot be approved again until it is released. {{reason}}',
  EMPTY_SELECTION: 'Add at least one subject before submitting.',
  PLAN_EMPTY: 'Your plan has no subjects yet: add the subjects you mean to register to it first.',
  EMPTY_SELECTION_slip: 'Add at least one subject before downloading a registration slip.',
  NOTHING_TO_SUBMIT: 'Every subject has already been decided. Add a subject to submit again.',
  CREDIT_MINIMUM:
    'Your selection has {{creditSelected}} credits; submit at least {{creditMin}} credits.',
  CREDIT_MINIMUM_withdrawal:
    'Withdrawing leaves the student {{creditSelected}} credits, below the minimum of {{creditMin}}: confirm that you approve it below the minimum.',
  WITHDRAWAL_NOT_OPEN: 'This semester has no withdrawal stage.',
  WITHDRAWAL_NOT_OPEN_upcoming:
    'Withdrawal opens on {{start, date}} and ends on {{end, date}}: until then, drop subjects during add/drop.',
  WITHDRAWAL_NOT_OPEN_ended: 'Withdrawal ended on {{end, date}}.',
  WITHDRAWAL_OPEN: 'You have already asked to withdraw from this: it is waiting for your advisor.',
  WITHDRAWAL_NOT_APPROVED:
    'Only an approved subject can be withdrawn from: this one is not approved.',
  WITHDRAWAL_NOT_APPROVED_semester: 'You have no approved subject to withdraw from.',
  IN_USE: 'That is in use and cannot be deleted.',
  IN_USE_section_one:
    '1 registration holds this section: it cannot be deleted. Close it to new adds instead.',
  IN_USE_section_other:
    '{{count}} registrations hold this section: it cannot be deleted. Close it to new adds instead.',
  IN_USE_subject_one: '1 registration holds {{subject}}: it cannot be deleted.',
  IN_USE_subject_other: '{{count}} registrations hold {{subject}}: it cannot be deleted.',
  IN_USE_prerequisite: '{{subject}} is a prerequisite of {{others, list}}: it cannot be deleted.',
  IN_USE_faculty: '{{faculty}} still has subjects or people: it cannot be deleted.',
  CODE_TAKEN: 'That code is already taken.',
  CODE_TAKEN_faculty: 'A faculty with the code {{code}} already exists.',
  CODE_TAKEN_subject: 'A subject with the code {{code}} already exists.',
  CODE_TAKEN_section: '{{subject}} already has a section {{number}} this semester.',
  CAPACITY_BELOW_TAKEN_one:
    '1 student holds a seat in this section: its capacity cannot go below 1. Close the section to new adds instead.',
  CAPACITY_BELOW_TAKEN_other:
    '{{count}} students hold seats in this section: its capacity cannot go below {{count}}. Close the section to new adds instead.',
  NOT_UNDER_REVIEW: 'This registration is not waiting for review.',
  ALREADY_DECIDED: '{{subject}} has already been decided.',
  ALREADY_DECIDED_permitApproved: 'This permit has already been approved.',
  ALREADY_DECIDED_permitRejected: 'This permit has already been rejected.',
  ALREADY_DECIDED_permitUsed: 'This permit has already been used.',
  ALREADY_DECIDED_overloadApproved: 'This overload request has already been approved.',
  ALREADY_DECIDED_overloadRejected: 'This overload request has already been rejected.',
  ALREADY_DECIDED_overloadWithdrawn: 'This overload request was withdrawn by the student.',
  ALREADY_DECIDED_withdrawal: 'This withdrawal request has already been decided.',
  ALREADY_DECIDED_approved: '{{subject}} is already approved.',
  ALREADY_DECIDED_rejected: '{{subject}} is already rejected.',
  REVERSAL_REASON_REQUIRED:
    '{{subject}} was already decided and its student told: changing the decision needs a reason.',
  INVALID_COORDINATOR: 'The coordinator must be an existing lecturer.',
  INVALID_CROSS_LISTING: 'These subjects cannot share one set of seats.',
  CROSS_LISTED:
    '{{subject}} is cross-listed with {{owner}}: it uses the sections and seats of {{owner}}.',
  INVALID_ADVISOR: 'The advisor must be an existing lecturer.',
  TEMPLATE_LIMIT:
    'You already keep {{max}} reasons, the most one advisor may keep. Delete one first.',
  GATE_OPENED:
    'The queue opened on {{opensAt, datetime}}, so its opening can no longer move. Turn the gate off and on again to start a new queue.',
  GATE_OPENS_IN_PAST:
    'The opening time, {{opensAt, datetime}}, has already passed, so the queue would open at once and nobody would wait. Choose a time ahead, or choose to open the queue now.',
  ADMISSION_REQUIRED:
    'Registration is busy: please wait for your turn in the queue, then try again.',
  ADMISSION_REQUIRED_expired:
    'Your turn to register ended after 15 minutes without activity. Join the queue again to continue.',
  ADMISSION_REQUIRED_superseded:
    'Registration restarted with a new queue, so your turn in the earlier queue has ended. Join the new queue to continue.',
  GATE_UNAVAILABLE:
    'The registration queue is briefly unavailable, so nobody can be let in just now. Please try again in a moment.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  RATE_LIMITED_one: 'Too many requests. Please try again in {{count}} second.',
  RATE_LIMITED_other: 'Too many requests. Please try again in {{count}} seconds.',
  RATE_LIMITED_signIn_one:
    'Too many failed sign-in attempts. Please try again in {{count}} second.',
  RATE_LIMITED_signIn_other:
    'Too many failed sign-in attempts. Please try again in {{count}} seconds.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again.',
  SERVICE_UNAVAILABLE_busy: 'Your registration is changing too often right now. Please try again.',
  SERVICE_UNAVAILABLE_database: 'The database is not reachable.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
} as const;

/** A refusal's sentence key: its code, or its code and a context. */
export type ErrorMessageKey = keyof typeof ERRORS_EN;
