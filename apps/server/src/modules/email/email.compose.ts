import {
  formatMessage,
  nameIn,
  type EmailKind,
  type InboxNotification,
  type Language,
  type MessageParams,
} from '@daftar/contract';
import { EMAIL_COPY } from './email-copy';
import { REGISTRATION_PATH, REVIEW_PATH, type Block, type Translate } from './email-blocks';
import { notRegisteredEmail, withdrawalEmail } from './email.compose-semester';

/** What an outbox item keeps of its notification. */
export type EmailItem = Pick<
  InboxNotification,
  | 'kind'
  | 'subject'
  | 'decision'
  | 'reason'
  | 'reversedFrom'
  | 'registration'
  | 'overload'
  | 'permit'
  | 'withdrawal'
  | 'notRegistered'
>;

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmailReader {
  name: string;
  language: Language;
}

/**
 * One outbox message as plain text and HTML in the reader's language: the decisions of a burst,
 * a seat secured, a submission, or a day's submissions, with a link back to the app. Names and
 * reasons are text: the HTML escapes them. Subjects are named in the reader's language (issue 42).
 */
export function composeEmail(
  kind: EmailKind,
  items: EmailItem[],
  reader: EmailReader,
  publicUrl: string,
): ComposedEmail {
  const t = (key: string, params: MessageParams = {}) =>
    formatMessage(EMAIL_COPY, key, params, reader.language) ?? key;
  const { subject, blocks } =
    kind === 'decisions'
      ? decisions(items, t, reader.language, publicUrl)
      : kind === 'promoted'
        ? promoted(items, t, reader.language, publicUrl)
        : kind === 'overloadRequested' || kind === 'overloadDecided'
          ? overload(kind, items, t, publicUrl)
          : kind === 'permitRequested' || kind === 'permitDecided'
            ? permit(kind, items, t, reader.language, publicUrl)
            : kind === 'withdrawalRequested' || kind === 'withdrawalDecided'
              ? withdrawalEmail(kind, items[0]!, t, reader.language, publicUrl)
              : kind === 'notRegistered'
                ? notRegisteredEmail(items[0]!, t, reader.language, publicUrl)
                : submissions(kind, items, t, publicUrl);
  const all: Block[] = [{ paragraph: t('greeting', { name: reader.name }) }, ...blocks];
  const footer = t('footer');
  return {
    subject,
    text: renderText(all, footer),
    html: renderHtml(all, footer, subject, reader.language),
  };
}

function decisions(items: EmailItem[], t: Translate, language: Language, publicUrl: string) {
  // A subject decided twice within the window is told once, as it was decided last.
  const bySubject = new Map<number, EmailItem>();
  for (const item of items) if (item.subject) bySubject.set(item.subject.id, item);
  const decided = [...bySubject.values()];
  const approved = decided.filter((item) => item.decision === 'approved');
  const rejected = decided.filter((item) => item.decision === 'rejected');
  const parts = [
    ...(approved.length > 0 ? [t('decisions.approved', { count: approved.length })] : []),
    ...(rejected.length > 0
      ? [
          t(approved.length > 0 ? 'decisions.alsoRejected' : 'decisions.rejected', {
            count: rejected.length,
          }),
        ]
      : []),
  ];
  const counts = parts.join(', ');
  const reasons = [...new Set(rejected.map((item) => item.reason).filter(Boolean))];
  const summary = reasons.length === 1 ? `${counts}: ${reasons[0]}` : counts;
  const line = (item: EmailItem) => `${item.subject!.code} - ${nameIn(language, item.subject!)}`;
  // A changed decision says what it was and why it changed (issue 42).
  const changed = (item: EmailItem) =>
    item.reversedFrom && item.reason
      ? { note: t(`decisions.changedFrom_${item.reversedFrom}`, { reason: item.reason }) }
      : {};
  const blocks: Block[] = [{ paragraph: t('decisions.intro', { summary }) }];
  if (approved.length > 0) {
    blocks.push({ heading: t('decisions.approvedHeading') });
    blocks.push({ list: approved.map((item) => ({ line: line(item), ...changed(item) })) });
  }
  if (rejected.length > 0) {
    blocks.push({ heading: t('decisions.rejectedHeading') });
    blocks.push({
      list: rejected.map((item) => ({
        line: line(item),
        ...(item.reason ? { note: t('reason', { reason: item.reason }) } : {}),
        ...changed(item),
      })),
    });
  }
  blocks.push({ link: { label: t('decisions.link'), url: publicUrl + REGISTRATION_PATH } });
  return { subject: t('decisions.subject', { summary: counts }), blocks };
}

function promoted(items: EmailItem[], t: Translate, language: Language, publicUrl: string) {
  const subject = items[0]?.subject ?? { code: '', name: '' };
  const params = { code: subject.code, name: nameIn(language, subject) };
  return {
    subject: t('promoted.subject', params),
    blocks: [
      { paragraph: t('promoted.intro', params) },
      { link: { label: t('promoted.link'), url: publicUrl + REGISTRATION_PATH } },
    ] satisfies Block[],
  };
}

/** An overload request for its advisor, or its decision for the student (issue 44). */
function overload(
  kind: 'overloadRequested' | 'overloadDecided',
  items: EmailItem[],
  t: Translate,
  publicUrl: string,
) {
  const item = items[0]!;
  const request = item.overload!;
  if (kind === 'overloadRequested') {
    const name = request.studentNumber
      ? t('studentId', { name: request.studentName, studentId: request.studentNumber })
      : request.studentName;
    return {
      subject: t('overloadRequested.subject', {
        name: request.studentName,
        credits: request.credits,
      }),
      blocks: [
        { paragraph: t('overloadRequested.intro', { name, credits: request.credits }) },
        ...(item.reason ? [{ paragraph: t('reason', { reason: item.reason }) }] : []),
        { link: { label: t('review.link'), url: publicUrl + REVIEW_PATH } },
      ] satisfies Block[],
    };
  }
  const outcome = item.decision === 'approved' ? 'approved' : 'rejected';
  return {
    subject: t(`overloadDecided.subject_${outcome}`, { credits: request.credits }),
    blocks: [
      { paragraph: t(`overloadDecided.intro_${outcome}`, { credits: request.credits }) },
      ...(item.reason ? [{ paragraph: t('reason', { reason: item.reason }) }] : []),
      { link: { label: t('decisions.link'), url: publicUrl + REGISTRATION_PATH } },
    ] satisfies Block[],
  };
}

/** A permit asked of its decider, or its decision for the student (issue 46). */
function permit(
  kind: 'permitRequested' | 'permitDecided',
  items: EmailItem[],
  t: Translate,
  language: Language,
  publicUrl: string,
) {
  const item = items[0]!;
  const request = item.permit!;
  const subject = item.subject ?? { code: '', name: '' };
  const params = {
    code: subject.code,
    name: nameIn(language, subject),
    rule: t(`permitRule.${request.rule}`),
  };
  const reason = item.reason ? [{ paragraph: t('reason', { reason: item.reason }) }] : [];
  if (kind === 'permitRequested') {
    const student = request.studentNumber
      ? t('studentId', { name: request.studentName, studentId: request.studentNumber })
      : request.studentName;
    return {
      subject: t('permitRequested.subject', { ...params, student: request.studentName }),
      blocks: [
        { paragraph: t('permitRequested.intro', { ...params, student }) },
        ...reason,
        { link: { label: t('review.link'), url: publicUrl + REVIEW_PATH } },
      ] satisfies Block[],
    };
  }
  const outcome = item.decision === 'approved' ? 'approved' : 'rejected';
  return {
    subject: t(`permitDecided.subject_${outcome}`, params),
    blocks: [
      { paragraph: t(`permitDecided.intro_${outcome}`, params) },
      ...reason,
      { link: { label: t('decisions.link'), url: publicUrl + REGISTRATION_PATH } },
    ] satisfies Block[],
  };
}

function submissions(kind: EmailKind, items: EmailItem[], t: Translate, publicUrl: string) {
  const submitted = items.flatMap((item) => (item.registration ? [item.registration] : []));
  const who = (registration: (typeof submitted)[number]) =>
    registration.studentNumber
      ? t('studentId', { name: registration.studentName, studentId: registration.studentNumber })
      : registration.studentName;
  const link: Block = { link: { label: t('review.link'), url: publicUrl + REVIEW_PATH } };
  if (kind === 'submission' && submitted.length === 1) {
    const [registration] = submitted as [(typeof submitted)[number]];
    const count = registration.subjects;
    return {
      subject: t('submission.subject', { name: registration.studentName, count }),
      blocks: [{ paragraph: t('submission.intro', { name: who(registration), count }) }, link],
    };
  }
  return {
    subject: t('digest.subject', { count: submitted.length }),
    blocks: [
      { paragraph: t('digest.intro', { count: submitted.length }) },
      {
        list: submitted.map((registration) => ({
          line: t('digest.line', { name: who(registration), count: registration.subjects }),
        })),
      },
      link,
    ],
  };
}

function renderText(blocks: Block[], footer: string): string {
  const lines: string[] = [];
  for (const block of blocks) {
    if ('paragraph' in block) lines.push(block.paragraph, '');
    else if ('heading' in block) lines.push(block.heading);
    else if ('list' in block) {
      for (const item of block.list) {
        lines.push(`- ${item.line}`);
        if (item.note) lines.push(`  ${item.note}`);
      }
      lines.push('');
    } else lines.push(`${block.link.label}: ${block.link.url}`, '');
  }
  return [...lines, '--', 'Daftar', footer, ''].join('\n');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

function renderHtml(blocks: Block[], footer: string, subject: string, language: Language): string {
  const body = blocks.map((block) => {
    if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
    if ('heading' in block) return `<h2 style="font-size:16px">${escapeHtml(block.heading)}</h2>`;
    if ('list' in block) {
      const items = block.list.map(
        (item) =>
          `<li>${escapeHtml(item.line)}${item.note ? `<br><span style="color:#555">${escapeHtml(item.note)}</span>` : ''}</li>`,
      );
      return `<ul>${items.join('')}</ul>`;
    }
    return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`;
  });
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;font-size:14px;color:#222">',
    ...body,
    `<hr><p style="color:#666;font-size:12px">Daftar. ${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
}
