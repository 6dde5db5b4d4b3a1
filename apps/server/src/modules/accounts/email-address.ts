/**
 * Where a person's email notifications go: the address on their account, or, for a student
 * without one, the address the university derives from the student ID (STUDENT_EMAIL_TEMPLATE,
 * such as `{studentId}@siswa.example.edu.my`). Null when there is none.
 */
export function emailAddressOf(
  person: { email: string | null; student_id: string | null },
  studentEmailTemplate: string | undefined,
): string | null {
  if (person.email) return person.email;
  if (!studentEmailTemplate || !person.student_id) return null;
  // Student IDs are plain text (letters, digits); anything else would not make an address.
  if (!/^[A-Za-z0-9._-]+$/.test(person.student_id)) return null;
  return studentEmailTemplate.replaceAll('{studentId}', person.student_id.toLowerCase());
}
