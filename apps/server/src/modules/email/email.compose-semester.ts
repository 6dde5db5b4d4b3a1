import {
  formatCalendarDate,
  nameIn,
  type InboxNotification,
  type Language,
  type MessageParams,
} from '@daftar/contract';
import {
  REGISTRATION_PATH,
  REVIEW_PATH,
  type Block,
  type ComposedBlocks,
  type Translate,
} from './email-blocks';

// The emails of the semester after the window (issue 47): a withdrawal asked of the student's
// advisor and its decision for the student, and the warning that a student with no approved
// subject will be marked Not Registered. Each is a message of its own, sent at once.

/** What these messages read of their outbox item. */
type Item = Pick<
  InboxNotification,
  'subject' | 'decision' | 'reason' | 'withdrawal' | 'notRegistered'
>;

/**
 * A withdrawal request for the advisor, or its decision for the student: of one subject, named
 * in the reader's language, or of the whole semester (the `_semester` sentences).
 */
export function withdrawalEmail(
  kind: 'withdrawalRequested' | 'withdrawalDecided',
  item: Item,
  t: Translate,
  language: Language,
  publicUrl: string,
): ComposedBlocks {
  const request = item.withdrawal!;
  const whole = request.wholeSemester || !item.subject ? '_semester' : '';
  const params: MessageParams = item.subject
    ? { code: item.subject.code, name: nameIn(language, item.subject) }
    : {};
  const reason: Block[] = item.reason ? [{ paragraph: t('reason', { reason: item.reason }) }] : [];
  if (kind === 'withdrawalRequested') {
    const student = request.studentNumber
      ? t('studentId', { name: request.studentName, studentId: request.studentNumber })
      : request.studentName;
    return {
      subject: t(`withdrawalRequested.subject${whole}`, {
        ...params,
        student: request.studentName,
      }),
      blocks: [
        { paragraph: t(`withdrawalRequested.intro${whole}`, { ...params, student }) },
        ...reason,
        { link: { label: t('review.link'), url: publicUrl + REVIEW_PATH } },
      ],
    };
  }
  const outcome = item.decision === 'approved' ? 'approved' : 'rejected';
  return {
    subject: t(`withdrawalDecided.subject_${outcome}${whole}`, params),
    blocks: [
      { paragraph: t(`withdrawalDecided.intro_${outcome}${whole}`, params) },
      ...reason,
      { link: { label: t('decisions.link'), url: publicUrl + REGISTRATION_PATH } },
    ],
  };
}

/** The student's warning, before the day, that they will be marked Not Registered, and what to do. */
export function notRegisteredEmail(
  item: Item,
  t: Translate,
  language: Language,
  publicUrl: string,
): ComposedBlocks {
  const warning = item.notRegistered!;
  const params = {
    date: formatCalendarDate(warning.date, language),
    semester: warning.semester,
    academicYear: warning.academicYear,
  };
  return {
    subject: t('notRegistered.subject', params),
    blocks: [
      { paragraph: t('notRegistered.intro', params) },
      { paragraph: t('notRegistered.action') },
      { link: { label: t('notRegistered.link'), url: publicUrl + REGISTRATION_PATH } },
    ],
  };
}
