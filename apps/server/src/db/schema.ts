import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  AdminChangeEntity,
  CalendarEventKind,
  EmailKind,
  EmailStatus,
  HoldType,
  Language,
  NotificationKind,
  OverloadStatus,
  PermitRule,
  PermitStatus,
  RegistrationChangeKind,
  RegistrationChangeStage,
  RegistrationStatus,
  Role,
  SitePageSlug,
  StructureKind,
  StudentStatus,
  SubjectStatus,
  SubmissionEmail,
  WithdrawalStatus,
} from '@daftar/contract';

/** Table types of the schema that `migrations/` creates. Times are ISO 8601 UTC text. */
export interface Tables {
  app_settings: { key: string; value: string };
  faculties: {
    id: Generated<number>;
    code: string;
    /** The English name; `name_ms` the Malay one, null until written (issue 42). */
    name: string;
    name_ms: Generated<string | null>;
  };
  users: {
    id: Generated<number>;
    username: string;
    /** Lower-cased username: usernames are unique without regard to case. */
    username_key: string;
    password_hash: string;
    name: string;
    role: Role;
    student_id: string | null;
    faculty_id: number | null;
    advisor_id: number | null;
    /** 'en' or 'ms' once the person chose (a language switch); null before. */
    language: Language | null;
    /** The language of the browser they last signed in with: email's when they never chose. */
    last_language: Language | null;
    /** 1-4 for a student whose year the registrar set; decides a staged opening. */
    year_of_study: number | null;
    /** Raised at logout; tokens carrying an older version stop working. */
    token_version: Generated<number>;
    created_at: string;
    /** Where email notifications go; null: none (or derived from STUDENT_EMAIL_TEMPLATE). */
    email: string | null;
    /** 1 while the person wants email at all. */
    email_enabled: Generated<number>;
    /** How an advisor hears of new submissions by email: each one, or a daily digest. */
    submission_email: Generated<SubmissionEmail>;
    /** Notifications with ids up to this one were cleared (in any browser). */
    notifications_cleared_through: Generated<number>;
    /** A lecturer's or admin's ID in the records system; null when none was imported. */
    staff_id: string | null;
    programme_id: number | null;
    /** The intake a student joined with, as the roll writes it ("2024/2025", "202409"). */
    intake: string | null;
    /** Only an `active` student registers; others keep their history and slips. */
    student_status: Generated<StudentStatus>;
    /** 0 while an imported account waits for its person; its username is then their ID. */
    account_claimed: Generated<number>;
  };
  /** The registrar's grades (issue 44): null points are left out of the CGPA. */
  grade_scale: {
    grade: string;
    position: number;
    points_hundredths: number | null;
    passes: number;
  };
  /** The registrar's standings (issue 44): a student takes the highest whose CGPA they meet. */
  standings: {
    code: string;
    position: number;
    name_en: string;
    name_ms: string;
    min_cgpa_hundredths: number;
  };
  /** A period's credit maximum for a standing beyond good (`credit_max`) and probation. */
  period_standing_limits: { period_id: number; standing: string; credit_max: number };
  results: {
    id: Generated<number>;
    student_id: number;
    subject_id: number;
    session: string;
    semester: number;
    grade: string;
  };
  /** Each student's summary of their results, written whenever they or the scale change. */
  student_records: {
    student_id: number;
    credits_earned: number;
    cgpa_points_hundredths: number;
    cgpa_credits: number;
    standing: string;
    roll_standing: string | null;
  };
  /** Degree programmes, as the student roll names them. */
  programmes: {
    id: Generated<number>;
    code: string;
    name: string;
    name_ms: string;
    faculty_id: number;
  };
  /** A programme's structure for one intake (issue 45). */
  programme_structures: {
    id: Generated<number>;
    programme_id: number;
    intake: string;
    total_credits: number;
    updated_at: string;
  };
  /** A structure's requirement groups, in the order the file or the registrar gave them. */
  structure_groups: {
    id: Generated<number>;
    structure_id: number;
    code: string;
    position: number;
    name_en: string;
    name_ms: string;
    kind: StructureKind;
    credits_required: number;
    /** The rule's text as formatSubjectRule writes it; null when only listed subjects count. */
    rule: string | null;
  };
  structure_subjects: {
    group_id: number;
    subject_id: number;
    position: number;
    recommended_year: number | null;
    recommended_semester: number | null;
  };
  /** The inbox: each event that concerns a person, stored with the change it reports. */
  notifications: {
    id: Generated<number>;
    user_id: number;
    kind: NotificationKind;
    /** The event's values, as JSON. */
    payload: string;
    created_at: string;
    read_at: string | null;
  };
  /** The email outbox: one row per message, written with the first event it reports. */
  email_outbox: {
    id: Generated<number>;
    user_id: number;
    kind: EmailKind;
    /** The message's Message-ID, sent again unchanged by every retry: its idempotency key. */
    message_id: string;
    status: Generated<EmailStatus>;
    /** How many events (items) the message reports. */
    items: Generated<number>;
    /** When it was first due: the end of its grouping window, a digest's hour, or at once. */
    due_at: string;
    /** Not sent before: `due_at`, then the time of the next retry. */
    send_after: string;
    attempts: Generated<number>;
    /** Set while a worker delivers it; once passed, another attempt may claim it. */
    lease_until: string | null;
    /** The mail server's last refusal, or the connection's error. */
    last_error: string | null;
    created_at: string;
    /** When it was sent, failed for good or cancelled. */
    finished_at: string | null;
  };
  /** The events one outbox message reports, each a copy of its notification. */
  email_outbox_items: {
    id: Generated<number>;
    outbox_id: number;
    notification_id: number;
    kind: NotificationKind;
    /** The notification's values, as JSON. */
    payload: string;
    created_at: string;
  };
  subjects: {
    id: Generated<number>;
    code: string;
    /** The English name and description; the `_ms` ones are Malay, null until written. */
    name: string;
    name_ms: Generated<string | null>;
    credits: number;
    description: string;
    description_ms: Generated<string | null>;
    year: number;
    faculty_id: number;
    /** The lecturer who decides its permits (issue 46); null: admins do. */
    coordinator_id: Generated<number | null>;
    /** The subject whose sections and seats this code shares (decision 042); null: its own. */
    cross_listed_with: Generated<number | null>;
  };
  subject_prerequisites: { subject_id: number; prerequisite_id: number };
  registration_periods: {
    id: Generated<number>;
    semester: number;
    academic_year: string;
    start_date: string;
    end_date: string;
    credit_max: number;
    /** 0 is no minimum. */
    credit_min: Generated<number>;
    add_drop_end_date: string | null;
    closed_at: string | null;
    is_current: number;
    /** The most credits an overload request may ask for (issue 44); null takes no requests. */
    overload_cap: Generated<number | null>;
    /** 1 once the registrar published the period's results; before, an approval meets a prerequisite. */
    results_published: Generated<number>;
    /** The credit maximum of a student on probation; null: the good-standing one. */
    credit_max_probation: Generated<number | null>;
    /** Students with at least this many credits earned may open at `credits_opens_at`. */
    credits_opening_min: Generated<number | null>;
    credits_opens_at: Generated<string | null>;
    /** The later stages' Malaysian calendar days (issue 47, decision 043); null: none. */
    add_drop_start_date: Generated<string | null>;
    late_registration_end_date: Generated<string | null>;
    withdrawal_start_date: Generated<string | null>;
    withdrawal_end_date: Generated<string | null>;
    not_registered_date: Generated<string | null>;
    not_registered_reminder_date: Generated<string | null>;
    semester_end_date: Generated<string | null>;
    /** What the registrar tells a late registrant before they submit (the bursary's fee). */
    late_note: Generated<string | null>;
    late_note_ms: Generated<string | null>;
  };
  /** A student's request for a higher credit maximum in a period (issue 44). */
  overload_requests: {
    id: Generated<number>;
    period_id: number;
    student_id: number;
    /** The total maximum asked for. */
    credits: number;
    reason: string;
    status: Generated<OverloadStatus>;
    created_at: string;
    decided_at: string | null;
    decided_by: number | null;
    /** A rejection's reason. */
    decision_reason: string | null;
  };
  /** Permits (issue 46, decision 041): one rule let pass once, for a student and a subject. */
  permits: {
    id: Generated<number>;
    period_id: number;
    student_id: number;
    subject_id: number;
    /** The section it is for; null: any of the subject's. */
    section_id: number | null;
    rule: PermitRule;
    reason: string;
    status: Generated<PermitStatus>;
    created_at: string;
    decided_at: string | null;
    decided_by: number | null;
    /** A rejection's reason. */
    decision_reason: string | null;
    used_at: string | null;
  };
  period_year_openings: { period_id: number; year: number; opens_at: string };
  /** Rejection reasons a reviewer keeps (issue 26). */
  reason_templates: {
    id: Generated<number>;
    owner_id: number;
    /** The English title and text; the `_ms` ones are Malay, null when not written. */
    title: string;
    title_ms: Generated<string | null>;
    text: string;
    text_ms: Generated<string | null>;
    updated_at: string;
  };
  /** Every version of the reviewers' private note on a registration; the newest is the note. */
  registration_notes: {
    id: Generated<number>;
    registration_id: number;
    author_id: number;
    text: string;
    created_at: string;
  };
  /** A period's admission gate (issue 25); the queue itself is in memory or Redis. */
  period_gates: {
    period_id: number;
    enabled: number;
    opens_at: string;
    rate_per_minute: number | null;
    paused: number;
    /** Names the queue in memory or Redis. */
    queue_key: string;
  };
  /** A registrar's gate rehearsal (issue 42); its queue is in memory or Redis. */
  gate_rehearsals: {
    user_id: number;
    period_id: number;
    queue_key: string;
    opens_at: string;
    rate_per_minute: number;
    automatic: number;
    stand_ins: number;
  };
  calendar_events: {
    id: Generated<number>;
    period_id: number;
    kind: CalendarEventKind;
    label_en: string;
    label_ms: string;
    start_date: string;
    end_date: string | null;
  };
  /** Who waits for which subject (or section) of a period, in joining order (the id). */
  waitlist_entries: {
    id: Generated<number>;
    period_id: number;
    subject_id: number;
    section_id: number | null;
    student_id: number;
    /** A subject the student holds and gives up when the seat comes. */
    swap_subject_id: number | null;
    /** The cross-listed code the student waits under (decision 042); null: the subject's own. */
    listed_as_id: Generated<number | null>;
    /** Why the last seat freed passed them by: a seat refusal's code, and its values as JSON. */
    skip_code: string | null;
    skip_params: string | null;
    created_at: string;
  };
  sections: {
    id: Generated<number>;
    period_id: number;
    subject_id: number;
    number: number;
    capacity: number;
    /**
     * Seats taken: always the count of this section's non-rejected registration_subjects rows and
     * selection_sections rows of non-rejected selections.
     */
    registered: Generated<number>;
    lecturer: string;
    /** Set while the section takes no new adds. */
    closed_at: string | null;
    /**
     * Seats over the registrar's capacity taken by capacity permits (decision 041), counted in
     * `capacity`: the registrar's is `capacity - permit_seats`.
     */
    permit_seats: Generated<number>;
    /** The part of its subject the section is of (L, T, B…): null for a subject of one part. */
    part: string | null;
    /** The section of another part this one goes only with (decision 039). */
    linked_section_id: number | null;
  };
  /** A multi-part place's sections beyond its selection's own (the first part's), each a seat. */
  selection_sections: {
    id: Generated<number>;
    selection_id: number;
    section_id: number;
  };
  /** Seats of a section, or of a subject's sections (null), kept for a group until (decision 040). */
  reservations: {
    id: Generated<number>;
    subject_id: number;
    section_id: number | null;
    seats: number;
    programme_id: number | null;
    year_of_study: number | null;
    faculty_id: number | null;
    until: string;
    created_at: string;
    created_by: number | null;
    /** When its lapse was seen and the waiting students promoted into the seats it opened. */
    opened_at: Generated<string | null>;
  };
  /** The students a reservation kept for a list of students is for. */
  reservation_students: { reservation_id: number; student_id: number };
  section_meetings: {
    id: Generated<number>;
    section_id: number;
    day: number;
    start_minute: number;
    end_minute: number;
    room: string;
  };
  registrations: {
    id: Generated<number>;
    student_id: number;
    period_id: number;
    status: RegistrationStatus;
    submitted_at: string | null;
    created_at: string;
    updated_at: string;
    /** When it was submitted during late registration (issue 47); null: on time. */
    late_at: Generated<string | null>;
  };
  /** Adds and drops after approval (amendments) and in late registration, for desk and bursary. */
  registration_changes: {
    id: Generated<number>;
    registration_id: number;
    period_id: number;
    student_id: number;
    subject_id: number;
    change: RegistrationChangeKind;
    stage: RegistrationChangeStage;
    credits: number;
    at: string;
  };
  /** A student's request to withdraw from a subject, or the whole semester (`subject_id` null). */
  withdrawals: {
    id: Generated<number>;
    period_id: number;
    student_id: number;
    subject_id: number | null;
    reason: string;
    status: Generated<WithdrawalStatus>;
    created_at: string;
    decided_at: string | null;
    decided_by: number | null;
    decision_reason: string | null;
    credits: number | null;
  };
  /** The student's plan for a period (issue 48), as the JSON of a PlanBody. */
  registration_plans: {
    student_id: number;
    period_id: number;
    plan: string;
    updated_at: string;
  };
  /** Roll students told they will be marked Not Registered, and marked: once each. */
  not_registered: {
    period_id: number;
    student_id: number;
    reminded_at: string | null;
    marked_at: string | null;
  };
  registration_subjects: {
    id: Generated<number>;
    registration_id: number;
    subject_id: number;
    section_id: number;
    /** The cross-listed code the student took (decision 042); null: the subject's own. */
    listed_as_id: Generated<number | null>;
    status: SubjectStatus;
    rejection_reason: string | null;
    decided_by: number | null;
    decided_at: string | null;
    created_at: string;
  };
  audit_events: {
    id: Generated<number>;
    at: string;
    actor_id: number;
    registration_id: number;
    subject_id: number | null;
    scope: 'subject' | 'registration';
    decision: 'approved' | 'rejected';
    reason: string | null;
  };
  /** Each registration slip made: its verification code and what it showed (issue 22). */
  registration_slips: {
    id: Generated<number>;
    /** 128 random bits, base32: what the slip's QR code and printed code carry. */
    code: string;
    registration_id: number;
    /** Who asked for it: the student, their advisor or an admin. */
    generated_by: number;
    /** The slip's facts as JSON (the contract's SlipSnapshot). */
    snapshot: string;
    /** A hash of the registration's subjects, sections and statuses when the slip was made. */
    fingerprint: string;
    created_at: string;
    /** A hash of all the slip prints but its code and time: equal means the slip is reused. */
    content_key: string | null;
  };
  /** Each student's calendar feed token (issue 22); a new one replaces the old. */
  calendar_tokens: {
    user_id: number;
    /** 192 random bits, base64url: the secret in the feed's address. */
    token: string;
    created_at: string;
  };
  /** What a student's feed last said about each event, and that event's SEQUENCE. */
  calendar_event_versions: {
    user_id: number;
    /** The VEVENT's UID. */
    uid: string;
    /** A hash of every property of the event that a calendar app shows or repeats by. */
    fingerprint: string;
    sequence: Generated<number>;
  };
  /** Every change an admin makes to the semester's setup; `before`/`after` are JSON. */
  admin_changes: {
    id: Generated<number>;
    at: string;
    actor_id: number;
    entity: AdminChangeEntity;
    entity_id: number | null;
    action: string;
    summary: string;
    before: string | null;
    after: string | null;
    reason: string | null;
    /** The API token the change was made with; the actor is then the admin who made it. */
    api_token_id: Generated<number | null>;
  };
  /** The dashboard's announcements, in both languages; shown from publish_from until publish_until. */
  announcements: {
    id: Generated<number>;
    title_en: string;
    title_ms: string;
    body_en: string;
    body_ms: string;
    publish_from: string;
    publish_until: string | null;
    retired_at: string | null;
    updated_at: string;
  };
  /** The registrar's text of a public page; a page without a row reads its default. */
  site_pages: {
    slug: SitePageSlug;
    body_en: string;
    body_ms: string;
    updated_at: string;
    updated_by: number | null;
  };
  /** Sign-ins with the university's account on their way to the provider; each used once. */
  university_sign_ins: { state: string; nonce: string; code_verifier: string; created_at: string };
  /** Sign-ups from the roll waiting for the code emailed to the roll's address (hashed). */
  sign_up_claims: {
    student_id: string;
    user_id: number;
    username: string;
    password_hash: string;
    language: Language | null;
    code_hash: string;
    attempts: Generated<number>;
    expires_at: string;
  };
  /** Links sent for a forgotten password: the token's hash, until used or expired. */
  password_resets: { token_hash: string; user_id: number; created_at: string; expires_at: string };
  /** One-time codes the sign-in page exchanges for a session token; the code's hash is kept. */
  sign_in_codes: { code_hash: string; user_id: number; expires_at: string };
  /** Holds (sekatan, issue 44): each blocks registration changes, submitting or the slip. */
  holds: {
    id: Generated<number>;
    student_id: number;
    type: HoldType;
    /** The bursary's own key for a hold it pushed; null for one the registrar placed. */
    reference: string | null;
    reason_en: string;
    reason_ms: string;
    how_to_clear_en: string;
    how_to_clear_ms: string;
    contact: string;
    blocks_register: Generated<number>;
    blocks_submit: Generated<number>;
    blocks_slip: Generated<number>;
    placed_at: string;
    placed_by: number | null;
    released_at: string | null;
    released_by: number | null;
  };
  /** People the university's provider vouched for whom Daftar does not know (none is created). */
  sign_in_refusals: {
    id: Generated<number>;
    at: string;
    subject: string;
    email: string | null;
    claimed_id: string | null;
    reason: string;
  };
  /** The records system's tokens (issue 43): the secret kept as its SHA-256 only. */
  api_tokens: {
    id: Generated<number>;
    name: string;
    /** Space-separated scopes: `roll:write staff:write`. */
    scopes: string;
    secret_hash: string;
    created_at: string;
    created_by: number;
    expires_at: string;
    last_used_at: string | null;
    revoked_at: string | null;
  };
}

export type UserRow = Selectable<Tables['users']>;
export type NewUser = Insertable<Tables['users']>;
