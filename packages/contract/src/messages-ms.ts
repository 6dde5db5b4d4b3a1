import type { ErrorMessageKey } from './messages-en';

// The Malay sentences of every refusal (messages.ts says how a template is read).

// Malay has one plural form ("5 saat"), so each `_one`/`_other` pair is one `_other` sentence.
type MalayKey<K extends string> = K extends `${string}_one` ? never : K;

export const ERRORS_MS: Record<MalayKey<ErrorMessageKey>, string> = {
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
  FORBIDDEN_permitCoordinator:
    'Hanya penyelaras {{subject}} atau pentadbir boleh memutuskan kebenaran ini.',
  FORBIDDEN_permitAdvisor:
    'Hanya penasihat pelajar itu atau pentadbir boleh memutuskan kebenaran ini.',
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
  NOT_FOUND_permit: 'Kebenaran itu tidak ditemui.',
  NOT_FOUND_withdrawal: 'Permohonan tarik diri itu tidak ditemui.',
  NOT_FOUND_overloadRequest: 'Permohonan tambahan kredit itu tidak ditemui.',
  NOT_FOUND_pendingOverload:
    'Anda tiada permohonan tambahan kredit yang menunggu untuk ditarik balik.',
  NOT_FOUND_announcement: 'Pengumuman itu tidak ditemui.',
  NOT_FOUND_structure: 'Struktur program itu tidak ditemui.',
  NOT_FOUND_structureGroup: 'Kumpulan keperluan itu tidak ditemui.',
  NOT_FOUND_hold: 'Sekatan itu tidak ditemui.',
  NOT_FOUND_reservation: 'Tempahan tempat itu tidak ditemui.',
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
  PERIOD_NOT_OPEN_addDropOpens:
    'Tambah/gugur subjek bagi pendaftaran yang diluluskan dibuka pada {{date, date}}.',
  PERIOD_NOT_OPEN_lateEnded:
    'Pendaftaran lewat telah tamat pada {{date, date}}: hubungi pejabat pendaftar.',
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
  RESERVED:
    'Tempat yang tinggal dalam {{subject}} dikhaskan untuk pelajar lain hingga {{until, datetime}} (waktu Malaysia): {{seats}} disimpan untuk mereka.',
  RESERVED_advisor: 'Tempat yang tinggal dalam {{subject}} dikhaskan untuk pelajar lain.',
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
  PERMIT_OPEN:
    'Anda sudah memohon kebenaran melepasi peraturan ini bagi {{subject}}: ia sedang menunggu keputusan.',
  PERMIT_OPEN_approved:
    'Anda sudah mempunyai kebenaran yang diluluskan melepasi peraturan ini bagi {{subject}}: tambah subjek itu untuk menggunakannya.',
  OVERLOAD_OPEN:
    'Anda sudah mempunyai permohonan {{credits}} kredit yang menunggu penasihat anda. Tarik baliknya dahulu untuk memohon semula.',
  CREDIT_LIMIT_advisor:
    'Meluluskan semula {{code}} ({{credits}} kredit) akan menjadikan jumlah pelajar {{creditsAfter}} kredit; maksimumnya {{creditMax}}.',
  PART_MISSING:
    '{{subject}} diambil dengan satu seksyen bagi setiap bahagiannya: pilih juga satu daripada bahagian {{parts}}.',
  PART_MISSING_twice:
    '{{subject}} diambil dengan satu seksyen bagi setiap bahagian: anda memilih dua daripada bahagian {{parts}}.',
  PART_MISSING_onePart: '{{subject}} mempunyai satu bahagian: pilih satu daripada seksyennya.',
  SECTIONS_NOT_LINKED:
    'Seksyen {{section}} bagi {{subject}} hanya diambil bersama seksyen {{linkedTo}}: pilih kedua-duanya bersama.',
  SECTIONS_CLASH:
    'Seksyen {{first}} dan {{second}} bagi {{subject}} bertemu pada masa yang sama: pilih seksyen lain bagi salah satu daripadanya.',
  WAITLIST_MULTI_PART:
    '{{subject}} mempunyai kuliah dan tutorial atau makmal yang diambil bersama: untuk menukar salah satu seksyennya, pilih seksyen yang masih ada tempat dengan Tukar Seksyen.',
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
  PLAN_EMPTY:
    'Rancangan anda belum mempunyai subjek: tambah dahulu subjek yang hendak anda daftarkan.',
  EMPTY_SELECTION_slip:
    'Tambah sekurang-kurangnya satu subjek sebelum memuat turun slip pendaftaran.',
  NOTHING_TO_SUBMIT:
    'Keputusan telah dibuat bagi setiap subjek. Tambah subjek untuk menghantar semula.',
  CREDIT_MINIMUM:
    'Pilihan anda mempunyai {{creditSelected}} kredit; hantar sekurang-kurangnya {{creditMin}} kredit.',
  CREDIT_MINIMUM_withdrawal:
    'Tarik diri ini meninggalkan pelajar dengan {{creditSelected}} kredit, di bawah minimum {{creditMin}}: sahkan bahawa anda meluluskannya di bawah minimum.',
  WITHDRAWAL_NOT_OPEN: 'Semester ini tiada tempoh tarik diri.',
  WITHDRAWAL_NOT_OPEN_upcoming:
    'Tarik diri dibuka pada {{start, date}} dan tamat pada {{end, date}}: sehingga itu, gugurkan subjek dalam tempoh tambah/gugur.',
  WITHDRAWAL_NOT_OPEN_ended: 'Tempoh tarik diri telah tamat pada {{end, date}}.',
  WITHDRAWAL_OPEN:
    'Anda telah memohon untuk menarik diri daripada ini: permohonan menunggu penasihat anda.',
  WITHDRAWAL_NOT_APPROVED:
    'Hanya subjek yang diluluskan boleh ditarik diri: subjek ini belum diluluskan.',
  WITHDRAWAL_NOT_APPROVED_semester: 'Anda tiada subjek yang diluluskan untuk ditarik diri.',
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
  ALREADY_DECIDED_permitApproved: 'Kebenaran ini telah pun diluluskan.',
  ALREADY_DECIDED_permitRejected: 'Kebenaran ini telah pun ditolak.',
  ALREADY_DECIDED_permitUsed: 'Kebenaran ini telah pun digunakan.',
  ALREADY_DECIDED_overloadApproved: 'Permohonan tambahan kredit ini telah pun diluluskan.',
  ALREADY_DECIDED_overloadRejected: 'Permohonan tambahan kredit ini telah pun ditolak.',
  ALREADY_DECIDED_withdrawal: 'Permohonan tarik diri ini telah diputuskan.',
  ALREADY_DECIDED_overloadWithdrawn:
    'Permohonan tambahan kredit ini telah ditarik balik oleh pelajar.',
  ALREADY_DECIDED_approved: '{{subject}} telah pun diluluskan.',
  ALREADY_DECIDED_rejected: '{{subject}} telah pun ditolak.',
  REVERSAL_REASON_REQUIRED:
    'Keputusan bagi {{subject}} telah dibuat dan pelajarnya telah dimaklumkan: mengubah keputusan itu memerlukan alasan.',
  INVALID_COORDINATOR: 'Penyelaras mestilah pensyarah yang wujud.',
  INVALID_CROSS_LISTING: 'Subjek-subjek ini tidak boleh berkongsi satu set tempat.',
  CROSS_LISTED:
    '{{subject}} disenarai silang dengan {{owner}}: ia menggunakan seksyen dan tempat {{owner}}.',
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
