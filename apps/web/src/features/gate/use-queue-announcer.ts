import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { worthAnnouncing, type Announced } from './queue-figures';

/** Where the student stands, as the waiting page shows it. */
export interface QueueMoment {
  /** The place in the queue; null in the pre-queue. */
  position: number | null;
  paused: boolean;
  /** Time to join again: the turn has come, or the queue opened (in the pre-queue). */
  due: boolean;
  /** When the figures behind it arrived (Date.now()). */
  at: number;
}

type Announcement =
  | { key: 'announce.turn' | 'announce.paused' | 'announce.resumed' }
  | { key: 'announce.position' | 'announce.opened'; position: number };

interface AnnouncerState {
  moment: QueueMoment;
  /** The place last announced, or first shown. */
  last: Announced | null;
  announcement: Announcement | null;
}

export function firstAnnouncerState(moment: QueueMoment): AnnouncerState {
  const { position, at } = moment;
  return { moment, last: position === null ? null : { position, atMs: at }, announcement: null };
}

/**
 * What is said when the waiting page's figures change: the turn; a pause and its end; the place
 * given at the opening; the place when it passes a round number, at most every 30 s. Anything
 * else (the place falling by one, the wait moving) is on the page and said by nobody.
 */
export function nextAnnouncerState(state: AnnouncerState, moment: QueueMoment): AnnouncerState {
  const { position, paused, due, at } = moment;
  const next = { ...state, moment };
  // Due in the pre-queue is the opening, not the turn: the place given is said when it comes.
  if (due && position !== null && !(state.moment.due && state.moment.position !== null)) {
    return { ...next, announcement: { key: 'announce.turn' } };
  }
  if (paused !== state.moment.paused) {
    return { ...next, announcement: { key: paused ? 'announce.paused' : 'announce.resumed' } };
  }
  if (position === null || due) return next;
  const place = { position, atMs: at };
  if (state.last === null) {
    return { ...next, last: place, announcement: { key: 'announce.opened', position } };
  }
  if (worthAnnouncing(state.last, position, at)) {
    return { ...next, last: place, announcement: { key: 'announce.position', position } };
  }
  return next;
}

const changed = (a: QueueMoment, b: QueueMoment) =>
  a.position !== b.position || a.paused !== b.paused || a.due !== b.due;

/** The text of the waiting page's polite live region (see nextAnnouncerState). */
export function useQueueAnnouncer(moment: QueueMoment): string {
  const { t } = useTranslation('gate');
  const [state, setState] = useState(() => firstAnnouncerState(moment));
  let current = state;
  if (changed(state.moment, moment)) {
    // Adjusted while rendering, from the figures' own time: no effect, no second render pass.
    current = nextAnnouncerState(state, moment);
    setState(current);
  }
  const { announcement } = current;
  if (!announcement) return '';
  return 'position' in announcement
    ? t(announcement.key, { position: announcement.position })
    : t(announcement.key);
}
