import type { MessageParams } from '@daftar/contract';

/** A subject as a sentence names it: its code, English name and Malay name (when written). */
export interface SubjectNames {
  code: string;
  name: string;
  nameMs?: string | null;
}

/**
 * Subjects as a refusal's value `key`: "CODE Name" in English, and beside it as `{key}Ms` in Malay
 * when any has a Malay name (the others keep their English), so the sentence is worded in the reader's language (issue 42).
 */
export function subjectParams(key: string, subjects: SubjectNames | SubjectNames[]): MessageParams {
  const list = Array.isArray(subjects) ? subjects : [subjects];
  const english = list.map((s) => `${s.code} ${s.name}`);
  const malay = list.map((s) => `${s.code} ${s.nameMs || s.name}`);
  const one = !Array.isArray(subjects);
  const params: MessageParams = { [key]: one ? english[0]! : english };
  if (list.some((s) => s.nameMs)) params[`${key}Ms`] = one ? malay[0]! : malay;
  return params;
}
