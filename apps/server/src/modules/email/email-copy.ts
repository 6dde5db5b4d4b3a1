import type { Language } from '@daftar/contract';

/**
 * The sentences of every email, in both languages, in the contract's template form (see
 * `formatMessage`: `{{name}}`, plural `_one`/`_other` by `count`; Malay has only `_other`). The
 * words follow the bell's (apps/web/src/locales/<language>/notifications.json) and the glossary.
 */
const en = {
  greeting: 'Dear {{name}},',
  'decisions.subject': 'Your registration: {{summary}}',
  'decisions.intro': 'Decisions have been made on your subject registration: {{summary}}',
  'decisions.approved_one': '{{count}} subject approved',
  'decisions.approved_other': '{{count}} subjects approved',
  'decisions.rejected_one': '{{count}} subject rejected',
  'decisions.rejected_other': '{{count}} subjects rejected',
  'decisions.alsoRejected': '{{count}} rejected',
  'decisions.approvedHeading': 'Approved',
  'decisions.rejectedHeading': 'Rejected',
  reason: 'Reason: {{reason}}',
  'decisions.changedFrom_rejected':
    'Rejected earlier; the decision has been changed. Reason: {{reason}}',
  'decisions.changedFrom_approved':
    'Approved earlier; the decision has been changed. Reason: {{reason}}',
  'decisions.link': 'See your registration',
  'promoted.subject': 'Seat secured: {{code}} - {{name}}',
  'promoted.intro':
    'Good news! A seat in {{code}} - {{name}} has been secured for you from the waitlist.',
  'promoted.link': 'See your registration',
  'submission.subject_one': '{{name}} submitted {{count}} subject for review',
  'submission.subject_other': '{{name}} submitted {{count}} subjects for review',
  'submission.intro_one': '{{name}} submitted {{count}} subject for review.',
  'submission.intro_other': '{{name}} submitted {{count}} subjects for review.',
  studentId: '{{name}} (Student ID {{studentId}})',
  'digest.subject_one': '{{count}} new submission for review',
  'digest.subject_other': '{{count}} new submissions for review',
  'digest.intro_one': 'Since the last digest, {{count}} registration was submitted for review:',
  'digest.intro_other': 'Since the last digest, {{count}} registrations were submitted for review:',
  'digest.line_one': '{{name}}: {{count}} subject',
  'digest.line_other': '{{name}}: {{count}} subjects',
  'review.link': 'Review Registrations',
  'overloadRequested.subject': '{{name}} asks for a maximum of {{credits}} credits',
  'overloadRequested.intro':
    '{{name}} asks for a credit maximum of {{credits}} this semester. Approve or reject the request on the review page.',
  'overloadDecided.subject_approved': 'More credits approved: your maximum is now {{credits}}',
  'overloadDecided.subject_rejected': 'Your request for {{credits}} credits was rejected',
  'overloadDecided.intro_approved':
    'Your advisor approved your request: your credit maximum this semester is now {{credits}} credits.',
  'overloadDecided.intro_rejected':
    'Your advisor rejected your request for a maximum of {{credits}} credits.',
  'permitRule.SUBJECT_FULL': 'a full subject',
  'permitRule.PREREQUISITE_NOT_MET': 'an unmet prerequisite',
  'permitRule.TIME_CLASH': 'a time clash',
  'permitRule.RESERVED': 'reserved seats',
  'permitRule.CREDIT_LIMIT': 'the credit limit',
  'permitRequested.subject': '{{student}} asks for a permit in {{code}}',
  'permitRequested.intro':
    '{{student}} asks for a permit past {{rule}} in {{code}} - {{name}}. Approve or reject it on the review page.',
  'permitDecided.subject_approved': 'Permit approved: {{code}} - {{name}}',
  'permitDecided.subject_rejected': 'Permit rejected: {{code}} - {{name}}',
  'permitDecided.intro_approved':
    'Your permit past {{rule}} in {{code}} - {{name}} was approved: add the subject to use it.',
  'permitDecided.intro_rejected': 'Your permit past {{rule}} in {{code}} - {{name}} was rejected.',
  'withdrawalRequested.subject': '{{student}} asks to withdraw from {{code}}',
  'withdrawalRequested.subject_semester': '{{student}} asks to withdraw from the semester',
  'withdrawalRequested.intro':
    '{{student}} asks to withdraw from {{code}} - {{name}}. Approve or reject the request on the review page.',
  'withdrawalRequested.intro_semester':
    '{{student}} asks to withdraw from the whole semester. Approve or reject the request on the review page.',
  'withdrawalDecided.subject_approved': 'Withdrawal approved: {{code}} - {{name}}',
  'withdrawalDecided.subject_rejected': 'Withdrawal rejected: {{code}} - {{name}}',
  'withdrawalDecided.subject_approved_semester': 'Withdrawal from the semester approved',
  'withdrawalDecided.subject_rejected_semester': 'Withdrawal from the semester rejected',
  'withdrawalDecided.intro_approved':
    'Your withdrawal from {{code}} - {{name}} was approved: the subject is withdrawn and shows as W on your academic record.',
  'withdrawalDecided.intro_approved_semester':
    'Your withdrawal from the whole semester was approved: your subjects are withdrawn and show as W on your academic record.',
  'withdrawalDecided.intro_rejected':
    'Your request to withdraw from {{code}} - {{name}} was rejected: you remain registered for the subject.',
  'withdrawalDecided.intro_rejected_semester':
    'Your request to withdraw from the whole semester was rejected: you remain registered for your subjects.',
  'notRegistered.subject':
    'Not registered for Semester {{semester}} {{academicYear}}: register before {{date}}',
  'notRegistered.intro':
    'You have no approved subject for Semester {{semester}} {{academicYear}}. On {{date}} you will be marked Not Registered for the semester.',
  'notRegistered.action':
    "Add your subjects and submit them before then, so that your advisor can approve them. If you cannot, contact your academic advisor or the registrar's office.",
  'notRegistered.link': 'Register now',
  footer:
    'You receive this email because email notifications are on for your Daftar account. You can turn them off on your profile page.',
};

const ms: Partial<Record<string, string>> = {
  greeting: 'Salam sejahtera {{name}},',
  'decisions.subject': 'Pendaftaran anda: {{summary}}',
  'decisions.intro': 'Keputusan telah dibuat bagi pendaftaran subjek anda: {{summary}}',
  'decisions.approved_other': '{{count}} subjek diluluskan',
  'decisions.rejected_other': '{{count}} subjek ditolak',
  'decisions.alsoRejected': '{{count}} ditolak',
  'decisions.approvedHeading': 'Diluluskan',
  'decisions.rejectedHeading': 'Ditolak',
  reason: 'Alasan: {{reason}}',
  'decisions.changedFrom_rejected':
    'Ditolak sebelum ini; keputusan telah diubah. Alasan: {{reason}}',
  'decisions.changedFrom_approved':
    'Diluluskan sebelum ini; keputusan telah diubah. Alasan: {{reason}}',
  'decisions.link': 'Lihat pendaftaran anda',
  'promoted.subject': 'Tempat diperoleh: {{code}} - {{name}}',
  'promoted.intro':
    'Berita baik! Satu tempat dalam {{code}} - {{name}} telah diperoleh untuk anda daripada senarai menunggu.',
  'promoted.link': 'Lihat pendaftaran anda',
  'submission.subject_other': '{{name}} menghantar {{count}} subjek untuk semakan',
  'submission.intro_other': '{{name}} menghantar {{count}} subjek untuk semakan.',
  studentId: '{{name}} (No. Matrik {{studentId}})',
  'digest.subject_other': '{{count}} penghantaran baharu untuk semakan',
  'digest.intro_other': 'Sejak ringkasan yang lalu, {{count}} pendaftaran dihantar untuk semakan:',
  'digest.line_other': '{{name}}: {{count}} subjek',
  'review.link': 'Semakan Pendaftaran',
  'overloadRequested.subject': '{{name}} memohon maksimum {{credits}} kredit',
  'overloadRequested.intro':
    '{{name}} memohon maksimum kredit sebanyak {{credits}} bagi semester ini. Luluskan atau tolak permohonan itu di halaman semakan.',
  'overloadDecided.subject_approved': 'Tambahan kredit diluluskan: maksimum anda kini {{credits}}',
  'overloadDecided.subject_rejected': 'Permohonan anda untuk {{credits}} kredit ditolak',
  'overloadDecided.intro_approved':
    'Penasihat anda meluluskan permohonan anda: maksimum kredit anda bagi semester ini kini {{credits}} kredit.',
  'overloadDecided.intro_rejected':
    'Penasihat anda menolak permohonan anda untuk maksimum {{credits}} kredit.',
  'permitRule.SUBJECT_FULL': 'subjek yang penuh',
  'permitRule.PREREQUISITE_NOT_MET': 'prasyarat yang belum dipenuhi',
  'permitRule.TIME_CLASH': 'pertembungan masa',
  'permitRule.RESERVED': 'tempat dikhaskan',
  'permitRule.CREDIT_LIMIT': 'had kredit',
  'permitRequested.subject': '{{student}} memohon kebenaran dalam {{code}}',
  'permitRequested.intro':
    '{{student}} memohon kebenaran melepasi {{rule}} dalam {{code}} - {{name}}. Luluskan atau tolaknya di halaman semakan.',
  'permitDecided.subject_approved': 'Kebenaran diluluskan: {{code}} - {{name}}',
  'permitDecided.subject_rejected': 'Kebenaran ditolak: {{code}} - {{name}}',
  'permitDecided.intro_approved':
    'Kebenaran anda melepasi {{rule}} dalam {{code}} - {{name}} diluluskan: tambah subjek itu untuk menggunakannya.',
  'permitDecided.intro_rejected':
    'Kebenaran anda melepasi {{rule}} dalam {{code}} - {{name}} ditolak.',
  'withdrawalRequested.subject': '{{student}} memohon tarik diri daripada {{code}}',
  'withdrawalRequested.subject_semester': '{{student}} memohon tarik diri daripada semester ini',
  'withdrawalRequested.intro':
    '{{student}} memohon tarik diri daripada {{code}} - {{name}}. Luluskan atau tolak permohonan itu di halaman semakan.',
  'withdrawalRequested.intro_semester':
    '{{student}} memohon tarik diri daripada keseluruhan semester. Luluskan atau tolak permohonan itu di halaman semakan.',
  'withdrawalDecided.subject_approved': 'Tarik diri diluluskan: {{code}} - {{name}}',
  'withdrawalDecided.subject_rejected': 'Tarik diri ditolak: {{code}} - {{name}}',
  'withdrawalDecided.subject_approved_semester': 'Tarik diri daripada semester diluluskan',
  'withdrawalDecided.subject_rejected_semester': 'Tarik diri daripada semester ditolak',
  'withdrawalDecided.intro_approved':
    'Permohonan tarik diri anda daripada {{code}} - {{name}} telah diluluskan: subjek itu ditarik dan dicatatkan sebagai W dalam rekod akademik anda.',
  'withdrawalDecided.intro_approved_semester':
    'Permohonan tarik diri anda daripada keseluruhan semester telah diluluskan: subjek-subjek anda ditarik dan dicatatkan sebagai W dalam rekod akademik anda.',
  'withdrawalDecided.intro_rejected':
    'Permohonan tarik diri anda daripada {{code}} - {{name}} telah ditolak: anda kekal berdaftar bagi subjek itu.',
  'withdrawalDecided.intro_rejected_semester':
    'Permohonan tarik diri anda daripada keseluruhan semester telah ditolak: anda kekal berdaftar bagi subjek-subjek anda.',
  'notRegistered.subject':
    'Belum berdaftar bagi Semester {{semester}} {{academicYear}}: daftar sebelum {{date}}',
  'notRegistered.intro':
    'Anda tidak mempunyai subjek yang diluluskan bagi Semester {{semester}} {{academicYear}}. Pada {{date}}, anda akan ditandakan Tidak Berdaftar bagi semester ini.',
  'notRegistered.action':
    'Tambah subjek anda dan hantarkannya sebelum tarikh itu supaya penasihat akademik anda dapat meluluskannya. Jika tidak dapat, hubungi penasihat akademik anda atau pejabat pendaftar.',
  'notRegistered.link': 'Daftar sekarang',
  footer:
    'Anda menerima e-mel ini kerana pemberitahuan e-mel dihidupkan bagi akaun Daftar anda. Anda boleh mematikannya di halaman profil anda.',
};

export const EMAIL_COPY: Record<Language, Partial<Record<string, string>>> = { en, ms };
