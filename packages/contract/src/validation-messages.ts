import { PASSWORD_MIN, REASON_MAX, USERNAME_MAX, USERNAME_MIN, YEARS } from './constants';
import type { Language } from './language';

// Apart from the refusal sentences (messages.ts): the sign-in form needs these, and only these,
// before anything has failed.

const validationEn = {
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be at most 100 characters',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most 200 characters',
  usernameTooShort: `Username must be at least ${USERNAME_MIN} characters`,
  usernameTooLongForAccount: `Username must be at most ${USERNAME_MAX} characters`,
  usernameCharacters:
    'Username may contain only English letters, digits, dots, dashes and underscores',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  nameRequired: 'Full name is required',
  nameHidden: 'Full name may not contain invisible or control characters',
  nameTooLong: 'Full name must be at most 100 characters',
  studentIdRequired: 'Student ID is required',
  studentIdHidden: 'Student ID may not contain invisible or control characters',
  studentIdTooLong: 'Student ID must be at most 20 characters',
  reasonRequired: 'A reason is required',
  reasonHidden: 'The reason may not contain invisible or control characters',
  reasonTooLong: `The reason must be at most ${REASON_MAX} characters`,
  positiveWholeNumber: 'Must be a positive whole number',
  year: `Year must be one of ${YEARS.join(', ')}`,
  page: 'Page must be a whole number from 1 to 100000',
  pageSize: 'Page size must be a whole number from 1 to 100',
  facultyUnknown: 'The faculty must be an existing faculty.',
  advisorUnknown: 'The advisor must be an existing lecturer.',
  languageUnknown: 'Language must be en or ms',
  date: 'Must be a date written YYYY-MM-DD',
  dateTime: 'Must be a date and time, such as 2026-11-23T09:00:00+08:00',
  semester: 'Semester must be a whole number from 1 to 20',
  academicYear: 'Academic year must be two following years, such as 2025/2026',
  endBeforeStart: 'The end date must not be before the start date',
  addDropOutsideWindow: 'The end of add/drop must fall between the start and end dates',
  creditMax: 'Maximum credits must be a whole number from 1 to 40',
  creditMin: 'Minimum credits must be a whole number from 0 to 40',
  creditMinAboveMax: 'Minimum credits must not be more than maximum credits',
  openingYearTwice: 'Each year of study may have one opening time',
  labelRequired: 'A label is required',
  labelHidden: 'The label may not contain invisible or control characters',
  labelTooLong: 'The label must be at most 100 characters',
  capacity: 'Capacity must be a whole number from 0 to 10000',
  nothingToChange: 'Name at least one thing to change',
  yearForStudentsOnly: 'Only a student has a year of study',
  facultyCode: 'The code must be 2 to 10 capital letters or digits, such as FSKTM',
  facultyName: 'The faculty name must be 1 to 150 characters',
  facultyNameHidden: 'The faculty name may not contain invisible or control characters',
  invalid: 'This value is not valid.',
} as const;

/** A validation message's key: what a contract schema carries as its zod message. */
export type ValidationMessage = keyof typeof validationEn;

const validationMs: Record<ValidationMessage, string> = {
  usernameRequired: 'Nama pengguna diperlukan',
  usernameTooLong: 'Nama pengguna mestilah tidak melebihi 100 aksara',
  passwordRequired: 'Kata laluan diperlukan',
  passwordTooLong: 'Kata laluan mestilah tidak melebihi 200 aksara',
  usernameTooShort: `Nama pengguna mestilah sekurang-kurangnya ${USERNAME_MIN} aksara`,
  usernameTooLongForAccount: `Nama pengguna mestilah tidak melebihi ${USERNAME_MAX} aksara`,
  usernameCharacters:
    'Nama pengguna hanya boleh mengandungi huruf Inggeris, digit, titik, sempang dan garis bawah',
  passwordTooShort: `Kata laluan mestilah sekurang-kurangnya ${PASSWORD_MIN} aksara`,
  nameRequired: 'Nama penuh diperlukan',
  nameHidden: 'Nama penuh tidak boleh mengandungi aksara tersembunyi atau aksara kawalan',
  nameTooLong: 'Nama penuh mestilah tidak melebihi 100 aksara',
  studentIdRequired: 'No. Matrik diperlukan',
  studentIdHidden: 'No. Matrik tidak boleh mengandungi aksara tersembunyi atau aksara kawalan',
  studentIdTooLong: 'No. Matrik mestilah tidak melebihi 20 aksara',
  reasonRequired: 'Alasan diperlukan',
  reasonHidden: 'Alasan tidak boleh mengandungi aksara tersembunyi atau aksara kawalan',
  reasonTooLong: `Alasan mestilah tidak melebihi ${REASON_MAX} aksara`,
  positiveWholeNumber: 'Mestilah nombor bulat positif',
  year: `Tahun mestilah salah satu daripada ${YEARS.join(', ')}`,
  page: 'Halaman mestilah nombor bulat dari 1 hingga 100000',
  pageSize: 'Saiz halaman mestilah nombor bulat dari 1 hingga 100',
  facultyUnknown: 'Fakulti mestilah fakulti yang wujud.',
  advisorUnknown: 'Penasihat mestilah pensyarah yang wujud.',
  languageUnknown: 'Bahasa mestilah en atau ms',
  date: 'Mestilah tarikh yang ditulis TTTT-BB-HH',
  dateTime: 'Mestilah tarikh dan masa, seperti 2026-11-23T09:00:00+08:00',
  semester: 'Semester mestilah nombor bulat dari 1 hingga 20',
  academicYear: 'Sesi mestilah dua tahun berturutan, seperti 2025/2026',
  endBeforeStart: 'Tarikh tamat tidak boleh sebelum tarikh mula',
  addDropOutsideWindow: 'Tarikh akhir tambah/gugur mestilah di antara tarikh mula dan tarikh tamat',
  creditMax: 'Kredit maksimum mestilah nombor bulat dari 1 hingga 40',
  creditMin: 'Kredit minimum mestilah nombor bulat dari 0 hingga 40',
  creditMinAboveMax: 'Kredit minimum tidak boleh melebihi kredit maksimum',
  openingYearTwice: 'Setiap tahun pengajian hanya boleh mempunyai satu masa pembukaan',
  labelRequired: 'Label diperlukan',
  labelHidden: 'Label tidak boleh mengandungi aksara tersembunyi atau aksara kawalan',
  labelTooLong: 'Label mestilah tidak melebihi 100 aksara',
  capacity: 'Kapasiti mestilah nombor bulat dari 0 hingga 10000',
  nothingToChange: 'Nyatakan sekurang-kurangnya satu perkara untuk diubah',
  yearForStudentsOnly: 'Hanya pelajar mempunyai tahun pengajian',
  facultyCode: 'Kod mestilah 2 hingga 10 huruf besar atau digit, seperti FSKTM',
  facultyName: 'Nama fakulti mestilah 1 hingga 150 aksara',
  facultyNameHidden: 'Nama fakulti tidak boleh mengandungi aksara tersembunyi atau aksara kawalan',
  invalid: 'Nilai ini tidak sah.',
};

export const VALIDATION_MESSAGES: Record<Language, Record<ValidationMessage, string>> = {
  en: validationEn,
  ms: validationMs,
};

/** The zod message of a contract schema: its key, worded in a language when shown. */
export function validationMessage(key: ValidationMessage): ValidationMessage {
  return key;
}

/** A schema's message in a language; a message that is not one of ours (zod's own) stays as is. */
export function wordValidationMessage(message: string, language: Language): string {
  return Object.hasOwn(validationEn, message)
    ? VALIDATION_MESSAGES[language][message as ValidationMessage]
    : message;
}
