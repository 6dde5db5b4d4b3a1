import type { ErrorCode } from './errors';
import { formatCalendarDate, formatCampusDateTime } from './date-text';
import { INTL_LOCALES, type Language } from './language';

/**
 * The sentences of every refusal, in both languages: the server words its replies with them (by
 * `Accept-Language`) and the client words a refusal with them (by the person's language), from
 * the reply's `code` and `params`. Templates follow i18next's JSON form:
 * `{{name}}`, `{{name, date}}` for a `YYYY-MM-DD` date, `{{name, datetime}}` for an instant on
 * the campus clock, `{{name, list}}` for a list, a `_context`
 * suffix chosen by `params.context`, and a plural suffix (`_one`, `_other`) chosen by
 * `params.count`. The English sentences are the spec's and decisions.md's, word for word.
 */

/** The values a sentence names. `context` picks its variant (i18next's context). */
export type MessageParams = Record<string, string | number | string[]>;

const errorsEn = {
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
  NOT_FOUND_overloadRequest: 'That overload request was not found.',
  NOT_FOUND_pendingOverload: 'You have no pending overload request to withdraw.',
  NOT_FOUND_announcement: 'That announcement was not found.',
  NOT_FOUND_structure: 'That programme structure was not found.',
  NOT_FOUND_structureGroup: 'That requirement group was not found.',
  NOT_FOUND_hold: 'That hold was not found.',
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
  OVERLOAD_OPEN:
    'You already have a request for {{credits}} credits waiting for your advisor. Withdraw it first to ask again.',
  CREDIT_LIMIT_advisor:
    'Approving {{code}} ({{credits}} credits) again would take the student to {{creditsAfter}} credits; the maximum is {{creditMax}}.',
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
  EMPTY_SELECTION_slip: 'Add at least one subject before downloading a registration slip.',
  NOTHING_TO_SUBMIT: 'Every subject has already been decided. Add a subject to submit again.',
  CREDIT_MINIMUM:
    'Your selection has {{creditSelected}} credits; submit at least {{creditMin}} credits.',
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
  ALREADY_DECIDED_overloadApproved: 'This overload request has already been approved.',
  ALREADY_DECIDED_overloadRejected: 'This overload request has already been rejected.',
  ALREADY_DECIDED_overloadWithdrawn: 'This overload request was withdrawn by the student.',
  ALREADY_DECIDED_approved: '{{subject}} is already approved.',
  ALREADY_DECIDED_rejected: '{{subject}} is already rejected.',
  REVERSAL_REASON_REQUIRED:
    '{{subject}} was already decided and its student told: changing the decision needs a reason.',
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
export type ErrorMessageKey = keyof typeof errorsEn;

// Malay has one plural form ("5 saat"), so each `_one`/`_other` pair is one `_other` sentence.
type MalayKey<K extends string> = K extends `${string}_one` ? never : K;

const errorsMs: Record<MalayKey<ErrorMessageKey>, string> = {
  VALIDATION_ERROR: 'Permintaan tidak sah.',
  VALIDATION_ERROR_unknownRecord: 'Permintaan merujuk rekod yang tidak wujud.',
  VALIDATION_ERROR_unknownFaculty: 'Fakulti mestilah fakulti yang wujud.',
  INVALID_JSON: 'Kandungan permintaan bukan JSON yang sah.',
  INVALID_JSON_length: 'Panjang kandungan permintaan tidak betul.',
  INVALID_JSON_empty: 'Kandungan permintaan kosong.',
  UNSUPPORTED_MEDIA_TYPE: 'Hantar kandungan permintaan sebagai application/json.',
  UNSUPPORTED_MEDIA_TYPE_csv: 'Hantar katalog sebagai text/csv.',
  PAYLOAD_TOO_LARGE: 'Kandungan permintaan terlalu besar.',
  MALFORMED_REQUEST: 'Permintaan tidak berbentuk dengan betul.',
  MALFORMED_REQUEST_address: 'Alamat tidak sah.',
  URI_TOO_LONG: 'Alamat terlalu panjang.',
  HEADERS_TOO_LARGE: 'Pengepala permintaan terlalu besar.',
  REQUEST_TIMEOUT: 'Permintaan mengambil masa terlalu lama untuk tiba.',
  UNAUTHENTICATED: 'Sila log masuk untuk meneruskan.',
  INVALID_CREDENTIALS: 'Nama pengguna atau kata laluan tidak sah.',
  FORBIDDEN: 'Anda tidak mempunyai kebenaran untuk melakukan ini.',
  API_TOKEN_INVALID: 'Token API itu tidak sah.',
  API_TOKEN_EXPIRED: 'Token API itu telah luput. Minta token baharu daripada pendaftar.',
  API_TOKEN_REVOKED: 'Token API itu telah ditarik balik. Minta token baharu daripada pendaftar.',
  API_TOKEN_SCOPE: 'Token API itu tidak mempunyai skop {{scope}}.',
  API_TOKEN_NOT_ALLOWED:
    'Token API hanya diterima oleh titik import yang skopnya dimiliki. Log masuk untuk melakukan ini.',
  NOT_FOUND: 'Rekod itu tidak ditemui.',
  NOT_FOUND_route: 'Laluan itu tidak wujud.',
  NOT_FOUND_clientNotBuilt: 'Klien belum dibina: jalankan npm run build.',
  NOT_FOUND_subject: 'Subjek itu tidak ditemui.',
  NOT_FOUND_section: 'Seksyen {{code}} itu tidak ditemui.',
  NOT_FOUND_selection: 'Subjek itu tiada dalam pilihan anda.',
  NOT_FOUND_waitlistPlace: 'Anda tidak menunggu untuk subjek itu.',
  NOT_FOUND_period: 'Tiada tempoh pendaftaran yang ditetapkan lagi.',
  NOT_FOUND_registration: 'Pendaftaran itu tidak ditemui.',
  NOT_FOUND_registrationSubject: 'Subjek itu tiada dalam pendaftaran ini.',
  NOT_FOUND_student: 'Pelajar itu tidak ditemui.',
  NOT_FOUND_user: 'Akaun itu tidak ditemui.',
  NOT_FOUND_advisor: 'Pensyarah itu tidak ditemui.',
  NOT_FOUND_periodId: 'Tempoh pendaftaran itu tidak ditemui.',
  NOT_FOUND_gate: 'Pendaftaran tiada barisan sekarang: kemasukan tidak diperlukan.',
  NOT_FOUND_reasonTemplate: 'Alasan simpanan itu tidak ditemui.',
  NOT_FOUND_overloadRequest: 'Permohonan tambahan kredit itu tidak ditemui.',
  NOT_FOUND_pendingOverload:
    'Anda tiada permohonan tambahan kredit yang menunggu untuk ditarik balik.',
  NOT_FOUND_announcement: 'Pengumuman itu tidak ditemui.',
  NOT_FOUND_structure: 'Struktur program itu tidak ditemui.',
  NOT_FOUND_structureGroup: 'Kumpulan keperluan itu tidak ditemui.',
  NOT_FOUND_hold: 'Sekatan itu tidak ditemui.',
  NOT_FOUND_calendarEvent: 'Entri kalendar itu tidak ditemui.',
  NOT_FOUND_sectionId: 'Seksyen itu tidak ditemui.',
  NOT_FOUND_subjectId: 'Subjek itu tidak ditemui.',
  NOT_FOUND_faculty: 'Fakulti itu tidak ditemui.',
  NOT_FOUND_calendarFeed:
    'Tiada kalendar dengan pautan ini: pautan itu mungkin telah diganti dengan yang baharu.',
  NOT_FOUND_slip: 'Tiada slip dengan kod ini.',
  NOT_FOUND_apiToken: 'Token API itu tidak ditemui.',
  USERNAME_TAKEN: 'Nama pengguna itu telah digunakan.',
  USERNAME_TAKEN_orStudentId: 'Nama pengguna atau No. Matrik itu telah digunakan.',
  STUDENT_ID_TAKEN: 'No. Matrik itu telah didaftarkan.',
  PASSWORD_SIGN_IN_OFF: 'Log masuk dengan akaun universiti anda.',
  PASSWORD_SIGN_IN_OFF_staff:
    'Pelajar log masuk dengan akaun universiti; kata laluan hanya untuk staf.',
  SIGN_IN_CODE_INVALID:
    'Log masuk itu telah tamat tempoh atau telah digunakan. Sila log masuk semula.',
  SIGN_UP_OFF: 'Akaun disediakan oleh universiti. Sila log masuk dengan akaun universiti anda.',
  STUDENT_ID_NOT_ON_ROLL:
    'No. Matrik itu tiada dalam senarai pelajar semester ini: hubungi pejabat pendaftar.',
  STUDENT_ID_NOT_ON_ROLL_noEmail:
    'Senarai pelajar tiada alamat e-mel untuk No. Matrik itu: hubungi pejabat pendaftar.',
  SIGN_UP_CODE_INVALID: 'Kod itu salah atau telah tamat tempoh. Minta kod baharu.',
  RESET_LINK_INVALID: 'Pautan itu telah tamat tempoh atau telah digunakan. Minta pautan baharu.',
  PERIOD_NOT_OPEN: 'Pendaftaran tidak dibuka.',
  PERIOD_NOT_OPEN_upcoming: 'Pendaftaran belum dibuka. Pendaftaran dibuka pada {{date, date}}.',
  PERIOD_NOT_OPEN_closed: 'Pendaftaran telah ditutup. Pendaftaran ditutup pada {{date, date}}.',
  PERIOD_NOT_OPEN_addDrop: 'Tempoh tambah/gugur subjek telah tamat pada {{date, date}}.',
  PERIOD_NOT_OPEN_yearOpening:
    'Pendaftaran dibuka untuk pelajar tahun {{year}} pada {{opensAt, datetime}} (waktu Malaysia).',
  PERIOD_NOT_OPEN_creditsOpening:
    'Pendaftaran dibuka untuk anda pada {{opensAt, datetime}} (waktu Malaysia): pelajar yang telah memperoleh {{credits}} kredit atau lebih mendaftar lebih awal.',
  PERIOD_NOT_OPEN_reapproval:
    '{{subject}} tidak boleh diluluskan semula: pendaftaran tidak dibuka, jadi tiada tempat boleh diambil untuknya.',
  PERIOD_NOT_OPEN_pastPeriod:
    'Pendaftaran ini milik tempoh yang bukan lagi tempoh semasa, jadi tiada tempat boleh diambil untuknya.',
  ALREADY_SELECTED: 'Anda telah memilih subjek itu.',
  ALREADY_SELECTED_named: 'Anda telah memilih {{subject}}.',
  SUBJECT_FULL: '{{subject}} penuh: tiada tempat lagi.',
  SUBJECT_FULL_section: 'Seksyen {{subject}} itu penuh.',
  SUBJECT_FULL_advisor: '{{subject}} tiada tempat lagi untuk diluluskan.',
  SUBJECT_FULL_waiting_other:
    '{{subject}} penuh: {{count}} pelajar sedang menunggu tempat. Sertai senarai menunggu untuk mendapatkan giliran anda.',
  SEAT_AVAILABLE: '{{subject}} mempunyai tempat kosong: tambahkannya dan tidak perlu menunggu.',
  ALREADY_WAITING: 'Anda sudah menunggu untuk {{subject}}.',
  WAITLIST_LIMIT:
    'Anda sudah menunggu untuk {{max}} subjek, bilangan paling banyak yang dibenarkan bagi seorang pelajar.',
  CREDIT_LIMIT:
    'Menambah {{code}} ({{credits}} kredit) akan menjadikan jumlah anda {{creditsAfter}} kredit; maksimumnya {{creditMax}}.',
  OVERLOAD_CREDITS:
    'Mohon lebih daripada maksimum anda sebanyak {{creditMax}} kredit, sehingga {{overloadCap}}.',
  OVERLOAD_CREDITS_notOffered: 'Tempoh pendaftaran ini tidak menerima permohonan tambahan kredit.',
  OVERLOAD_CREDITS_notAbove:
    'Maksimum anda sudah {{creditMax}} kredit: mohon lebih daripada itu, sehingga {{overloadCap}}.',
  OVERLOAD_CREDITS_aboveCap:
    'Anda boleh memohon paling banyak {{overloadCap}} kredit bagi tempoh ini; anda memohon {{credits}}.',
  OVERLOAD_CREDITS_advisor:
    'Permohonan ini meminta {{credits}} kredit, melebihi had tambahan kredit tempoh ini iaitu {{overloadCap}}.',
  OVERLOAD_OPEN:
    'Anda sudah mempunyai permohonan {{credits}} kredit yang menunggu penasihat anda. Tarik baliknya dahulu untuk memohon semula.',
  CREDIT_LIMIT_advisor:
    'Meluluskan semula {{code}} ({{credits}} kredit) akan menjadikan jumlah pelajar {{creditsAfter}} kredit; maksimumnya {{creditMax}}.',
  TIME_CLASH: '{{subject}} bertindih dengan {{other}} dalam jadual waktu anda.',
  TIME_CLASH_advisor:
    '{{subject}} tidak boleh diluluskan semula: subjek ini bertindih dengan {{other}}, yang kini diambil oleh pelajar.',
  PREREQUISITE_NOT_MET: '{{subject}} memerlukan {{missing, list}} lulus terlebih dahulu.',
  PREREQUISITE_NOT_MET_advisor:
    '{{subject}} tidak boleh diluluskan: pelajar belum lulus {{missing, list}}.',
  PREREQUISITE_NOT_MET_grade:
    '{{subject}} memerlukan {{missing}}, yang belum anda lulus: gred {{grade}}.',
  PREREQUISITE_NOT_MET_advisorGrade:
    '{{subject}} tidak boleh diluluskan: pelajar belum lulus {{missing}} (gred {{grade}}).',
  REGISTRATION_UNDER_REVIEW:
    'Pendaftaran anda sedang disemak. Anda boleh mengubahnya setelah penasihat anda membuat keputusan bagi setiap subjek.',
  REGISTRATION_UNDER_REVIEW_submitted: 'Pendaftaran anda telah dihantar dan sedang disemak.',
  STUDENT_NOT_ACTIVE:
    'Status pelajar anda tidak aktif, jadi anda tidak boleh mengubah pendaftaran anda. Hubungi pejabat pendaftar.',
  STUDENT_NOT_ACTIVE_deferred:
    'Pengajian anda ditangguhkan, jadi anda tidak boleh mengubah pendaftaran anda. Hubungi pejabat pendaftar.',
  STUDENT_NOT_ACTIVE_suspended:
    'Pengajian anda digantung, jadi anda tidak boleh mengubah pendaftaran anda. Hubungi pejabat pendaftar.',
  STUDENT_NOT_ACTIVE_withdrawn:
    'Anda telah menarik diri daripada universiti, jadi anda tidak boleh mengubah pendaftaran anda. Hubungi pejabat pendaftar.',
  STUDENT_NOT_ACTIVE_graduated:
    'Anda telah bergraduat, jadi anda tidak boleh mengubah pendaftaran anda. Hubungi pejabat pendaftar.',
  HOLD: 'Terdapat sekatan {{type}} pada rekod anda. {{reason}} Cara menyelesaikannya: {{howToClear}} Hubungi: {{contact}}',
  HOLD_register:
    'Sekatan {{type}} menghalang anda mengubah pendaftaran anda. {{reason}} Cara menyelesaikannya: {{howToClear}} Hubungi: {{contact}}',
  HOLD_submit:
    'Sekatan {{type}} menghalang anda menghantar pendaftaran anda. {{reason}} Cara menyelesaikannya: {{howToClear}} Hubungi: {{contact}}',
  HOLD_slip:
    'Sekatan {{type}} menghalang anda memuat turun slip pendaftaran anda. {{reason}} Cara menyelesaikannya: {{howToClear}} Hubungi: {{contact}}',
  HOLD_advisor:
    'Pelajar ini mempunyai sekatan {{type}}, jadi subjek ini tidak boleh diluluskan semula sehingga sekatan itu ditarik balik. {{reason}}',
  EMPTY_SELECTION: 'Tambah sekurang-kurangnya satu subjek sebelum menghantar.',
  EMPTY_SELECTION_slip:
    'Tambah sekurang-kurangnya satu subjek sebelum memuat turun slip pendaftaran.',
  NOTHING_TO_SUBMIT:
    'Keputusan telah dibuat bagi setiap subjek. Tambah subjek untuk menghantar semula.',
  CREDIT_MINIMUM:
    'Pilihan anda mempunyai {{creditSelected}} kredit; hantar sekurang-kurangnya {{creditMin}} kredit.',
  IN_USE: 'Perkara itu sedang digunakan dan tidak boleh dipadam.',
  IN_USE_section_other:
    '{{count}} pendaftaran memegang seksyen ini: seksyen ini tidak boleh dipadam. Tutup seksyen kepada tambahan baharu sebagai gantinya.',
  IN_USE_subject_other:
    '{{count}} pendaftaran memegang {{subject}}: subjek ini tidak boleh dipadam.',
  IN_USE_prerequisite:
    '{{subject}} ialah prasyarat bagi {{others, list}}: subjek ini tidak boleh dipadam.',
  IN_USE_faculty:
    '{{faculty}} masih mempunyai subjek atau pengguna: fakulti ini tidak boleh dipadam.',
  CODE_TAKEN: 'Kod itu sudah digunakan.',
  CODE_TAKEN_faculty: 'Fakulti dengan kod {{code}} sudah wujud.',
  CODE_TAKEN_subject: 'Subjek dengan kod {{code}} sudah wujud.',
  CODE_TAKEN_section: '{{subject}} sudah mempunyai seksyen {{number}} pada semester ini.',
  CAPACITY_BELOW_TAKEN_other:
    '{{count}} pelajar memegang tempat dalam seksyen ini: kapasitinya tidak boleh kurang daripada {{count}}. Tutup seksyen kepada tambahan baharu sebagai gantinya.',
  NOT_UNDER_REVIEW: 'Pendaftaran ini tidak menunggu semakan.',
  ALREADY_DECIDED: 'Keputusan bagi {{subject}} telah dibuat.',
  ALREADY_DECIDED_overloadApproved: 'Permohonan tambahan kredit ini telah pun diluluskan.',
  ALREADY_DECIDED_overloadRejected: 'Permohonan tambahan kredit ini telah pun ditolak.',
  ALREADY_DECIDED_overloadWithdrawn:
    'Permohonan tambahan kredit ini telah ditarik balik oleh pelajar.',
  ALREADY_DECIDED_approved: '{{subject}} telah pun diluluskan.',
  ALREADY_DECIDED_rejected: '{{subject}} telah pun ditolak.',
  REVERSAL_REASON_REQUIRED:
    'Keputusan bagi {{subject}} telah dibuat dan pelajarnya telah dimaklumkan: mengubah keputusan itu memerlukan alasan.',
  INVALID_ADVISOR: 'Penasihat mestilah pensyarah yang wujud.',
  TEMPLATE_LIMIT:
    'Anda sudah menyimpan {{max}} alasan, bilangan paling banyak bagi seorang penasihat. Padam satu dahulu.',
  GATE_OPENED:
    'Barisan telah dibuka pada {{opensAt, datetime}}, jadi masa pembukaannya tidak boleh diubah lagi. Matikan kawalan kemasukan dan hidupkannya semula untuk memulakan barisan baharu.',
  GATE_OPENS_IN_PAST:
    'Masa pembukaan, {{opensAt, datetime}}, telah berlalu, jadi barisan akan dibuka serta-merta dan tiada sesiapa akan menunggu. Pilih masa yang akan datang, atau pilih untuk membuka barisan sekarang.',
  ADMISSION_REQUIRED:
    'Pendaftaran sedang sibuk: sila tunggu giliran anda dalam barisan, kemudian cuba lagi.',
  ADMISSION_REQUIRED_expired:
    'Giliran anda untuk mendaftar tamat selepas 15 minit tanpa aktiviti. Sertai barisan semula untuk meneruskan.',
  ADMISSION_REQUIRED_superseded:
    'Pendaftaran dimulakan semula dengan barisan baharu, jadi giliran anda dalam barisan terdahulu telah tamat. Sertai barisan baharu untuk meneruskan.',
  GATE_UNAVAILABLE:
    'Barisan pendaftaran tidak tersedia buat seketika, jadi tiada sesiapa boleh dimasukkan sekarang. Sila cuba lagi sebentar lagi.',
  RATE_LIMITED: 'Terlalu banyak permintaan. Sila cuba lagi kemudian.',
  RATE_LIMITED_other: 'Terlalu banyak permintaan. Sila cuba lagi dalam {{count}} saat.',
  RATE_LIMITED_signIn_other:
    'Terlalu banyak cubaan log masuk yang gagal. Sila cuba lagi dalam {{count}} saat.',
  SERVICE_UNAVAILABLE: 'Perkhidmatan tidak tersedia buat seketika. Sila cuba lagi.',
  SERVICE_UNAVAILABLE_busy: 'Pendaftaran anda sedang kerap berubah sekarang. Sila cuba lagi.',
  SERVICE_UNAVAILABLE_database: 'Pangkalan data tidak dapat dihubungi.',
  INTERNAL_ERROR: 'Berlaku ralat di pihak kami. Sila cuba lagi.',
};

export const ERROR_MESSAGES: Record<Language, Partial<Record<ErrorMessageKey, string>>> = {
  en: errorsEn,
  ms: errorsMs,
};

const pluralRules = new Map<Language, Intl.PluralRules>();
const listFormats = new Map<Language, Intl.ListFormat>();

function pluralOf(count: number, language: Language): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function listOf(items: string[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format(items);
}

/** i18next's lookup order: with context and plural first, then without each. */
function templateFor(
  messages: Partial<Record<string, string>>,
  code: string,
  params: MessageParams,
  language: Language,
): string | undefined {
  const bases = typeof params.context === 'string' ? [`${code}_${params.context}`, code] : [code];
  const plural = typeof params.count === 'number' ? pluralOf(params.count, language) : undefined;
  for (const base of bases) {
    const found = (plural && messages[`${base}_${plural}`]) || messages[base];
    if (found) return found;
  }
  return undefined;
}

/**
 * Interpolates a sentence's values. A value may come in both languages (issue 42): `subject` in
 * English and `subjectMs` in Malay, so one reply words its sentence in either; Malay reads the
 * `Ms` value when there is one.
 */
function interpolate(template: string, params: MessageParams, language: Language): string {
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_match, name, format) => {
    const value = (language === 'ms' && params[`${name}Ms`]) || params[name as string];
    if (value === undefined) return '';
    if (Array.isArray(value)) return listOf(value, language);
    if (format === 'date') return formatCalendarDate(String(value), language);
    if (format === 'datetime') return formatCampusDateTime(String(value), language);
    return String(value);
  });
}

/**
 * Whether a refusal's sentence can be worded from its code and params: a sentence is known for
 * them, and every value it names is among the params.
 */
export function hasErrorMessage(code: string, params: MessageParams = {}): boolean {
  const template = templateFor(ERROR_MESSAGES.en, code, params, 'en');
  if (template === undefined) return false;
  return [...template.matchAll(/\{\{\s*(\w+)/g)].every(([, name]) => params[name!] !== undefined);
}

/**
 * A refusal's sentence in a language, from its code and params; Malay falls back to the English
 * sentence for a key it lacks, as i18next's fallback language does.
 */
export function formatErrorMessage(
  code: ErrorCode,
  params: MessageParams,
  language: Language,
): string {
  return formatMessage(ERROR_MESSAGES, code, params, language) ?? errorsEn.VALIDATION_ERROR;
}

/**
 * A sentence of any catalogue written in this file's template form (the refusals above, the
 * catalogue import's report), in a language, falling back to English; undefined when neither has
 * the key.
 */
export function formatMessage(
  catalogue: Record<Language, Partial<Record<string, string>>>,
  key: string,
  params: MessageParams,
  language: Language,
): string | undefined {
  const template =
    templateFor(catalogue[language], key, params, language) ??
    templateFor(catalogue.en, key, params, 'en');
  return template === undefined ? undefined : interpolate(template, params, language);
}
