import type { QuotaUpdate, Subject } from '@daftar/contract';

/**
 * The subjects with the latest seat counts of `updates` (one `quotaUpdated` event): each update
 * replaces its subject's quota, its sections' capacity and taken seats, and how many wait. The same array comes
 * back when no subject of it changed, so nothing re-renders for other faculties' updates.
 */
export function applyQuotaUpdates(subjects: Subject[], updates: QuotaUpdate[]): Subject[] {
  const bySubject = new Map(updates.map((update) => [update.subjectId, update]));
  if (!subjects.some((subject) => bySubject.has(subject.id))) return subjects;
  return subjects.map((subject) => {
    const update = bySubject.get(subject.id);
    if (!update) return subject;
    const seats = new Map(update.sections.map((section) => [section.id, section]));
    return {
      ...subject,
      quota: update.newQuota,
      waiting: update.waiting,
      sections: subject.sections.map((section) => {
        const latest = seats.get(section.id);
        return latest
          ? { ...section, capacity: latest.capacity, registered: latest.registered }
          : section;
      }),
    };
  });
}
