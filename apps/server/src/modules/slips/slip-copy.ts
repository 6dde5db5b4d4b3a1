import type { Language, SubjectStatus } from '@daftar/contract';

/**
 * Every word printed on the slip, in both languages: a heading is printed in the reader's
 * language with the other under it, since a sponsor or hostel office may read either. The Malay
 * terms are the glossary's (docs/glossary.md).
 */
const copy = {
  title: { ms: 'Slip Pendaftaran Subjek', en: 'Subject Registration Slip' },
  temporary: { ms: 'SEMENTARA', en: 'TEMPORARY' },
  final: { ms: 'MUKTAMAD', en: 'FINAL' },
  temporaryNote: {
    ms: 'Belum semua subjek diluluskan oleh penasihat akademik.',
    en: 'Not every subject has been approved by the academic advisor.',
  },
  finalNote: {
    ms: 'Semua subjek telah diluluskan oleh penasihat akademik.',
    en: 'Every subject has been approved by the academic advisor.',
  },
  studentName: { ms: 'Nama Pelajar', en: 'Student Name' },
  studentId: { ms: 'No. Matrik', en: 'Student ID' },
  faculty: { ms: 'Fakulti', en: 'Faculty' },
  advisor: { ms: 'Penasihat Akademik', en: 'Academic Advisor' },
  semester: { ms: 'Semester', en: 'Semester' },
  session: { ms: 'Sesi', en: 'Session' },
  code: { ms: 'Kod', en: 'Code' },
  subject: { ms: 'Nama Subjek', en: 'Subject Name' },
  section: { ms: 'Seksyen', en: 'Section' },
  credits: { ms: 'Kredit', en: 'Credits' },
  meetings: { ms: 'Waktu dan Bilik', en: 'Meeting Times' },
  status: { ms: 'Status', en: 'Status' },
  totalCredits: { ms: 'Jumlah Kredit', en: 'Total Credits' },
  noMeetings: { ms: 'Tiada waktu ditetapkan', en: 'No meetings set' },
  verification: { ms: 'Pengesahan', en: 'Verification' },
  verificationCode: { ms: 'Kod Pengesahan', en: 'Verification Code' },
  generatedAt: { ms: 'Dijana pada', en: 'Generated on' },
  malaysiaTime: { ms: 'waktu Malaysia', en: 'Malaysia time' },
  verifyHow: {
    ms: 'Imbas kod QR atau buka alamat di bawah untuk menyemak slip ini.',
    en: 'Scan the QR code or open the address below to check this slip.',
  },
  computerGenerated: {
    ms: 'Slip ini dijana oleh komputer dan tidak memerlukan tandatangan.',
    en: 'This slip is computer-generated and needs no signature.',
  },
  supersededHint: {
    ms: 'Jika pendaftaran berubah selepas slip ini dijana, semakan menyatakan slip ini telah diganti.',
    en: 'If the registration changes after this slip was made, the check says it has been superseded.',
  },
  page: { ms: 'Halaman {page} / {pages}', en: 'Page {page} of {pages}' },
  approved: { ms: 'Diluluskan', en: 'Approved' },
  pending: { ms: 'Menunggu keputusan', en: 'Pending' },
  rejected: { ms: 'Ditolak', en: 'Rejected' },
  // Issue 47: a subject withdrawn from after approval, and a registration changed after it.
  withdrawn: { ms: 'W (tarik diri)', en: 'W (withdrawn)' },
  amended: { ms: 'Pendaftaran dipinda', en: 'Amended registration' },
  amendedNote: {
    ms: 'Subjek ditambah, digugurkan atau ditarik diri selepas kelulusan; perubahan terakhir pada {date}.',
    en: 'Subjects were added, dropped or withdrawn after approval; last changed on {date}.',
  },
} satisfies Record<string, Record<Language, string>> & Record<SubjectStatus, object>;

export type SlipWord = keyof typeof copy;

/** A word in the reader's language, then in the other one. */
export function bilingual(word: SlipWord, language: Language): [string, string] {
  const other: Language = language === 'en' ? 'ms' : 'en';
  return [copy[word][language], copy[word][other]];
}

/** Day names as the timetable prints them, Monday first. */
const DAYS: Record<Language, string[]> = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  ms: ['Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab', 'Ahd'],
};

export function dayName(day: number, language: Language): string {
  return DAYS[language][day - 1] ?? String(day);
}
