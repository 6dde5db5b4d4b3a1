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
  footer:
    'Anda menerima e-mel ini kerana pemberitahuan e-mel dihidupkan bagi akaun Daftar anda. Anda boleh mematikannya di halaman profil anda.',
};

export const EMAIL_COPY: Record<Language, Partial<Record<string, string>>> = { en, ms };
