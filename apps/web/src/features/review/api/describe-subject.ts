import type { RegistrationDetail } from '@daftar/contract';
import { localName } from '@/lib/i18n';

/** "CSC3101 - Data Structures" for a subject of the registration, as the notifications name it. */
export function describeSubject(detail: RegistrationDetail, subjectId: number): string | undefined {
  const subject = detail.subjects.find((candidate) => candidate.id === subjectId);
  return subject && `${subject.code} - ${localName(subject)}`;
}
