/** Business constants of spec section 9 and the server's limits shared with the client. */

export const ROLES = ['student', 'lecturer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that may open the review page and call the review API (decisions.md section 1). */
export const REVIEWER_ROLES: readonly Role[] = ['lecturer', 'admin'];

export const TOKEN_STORAGE_KEY = 'token';
export const NOTIFICATIONS_STORAGE_PREFIX = 'subject_registration_notifications';

export const CURRENT_SEMESTER = { semester: 6, academicYear: '2024/2025' } as const;

export const SUBJECT_PAGE_SIZE = 5;
export const PAGER_MAX_PAGE_BUTTONS = 3;
export const DASHBOARD_SELECTED_SUBJECTS = 3;
export const LOW_QUOTA_SEATS = 5;
export const INFO_QUOTA_RATIO = 0.3;
export const YEARS = [1, 2, 3, 4] as const;

export const SCHEDULE_DAYS = 5;
export const SCHEDULE_FIRST_HOUR = 8;
export const SCHEDULE_SLOTS = 10;

export const NOTIFICATIONS_MAX = 50;
export const NOTIFICATION_MERGE_WINDOW_MS = 60_000;
export const NOTIFICATION_TOAST_DELAY_MS = 300;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const LIVE_UPDATE_QUEUE_DELAY_MS = 500;
export const SOCKET_TIMEOUT_MS = 20_000;
export const RECONNECT_DELAY_MS = 1000;
export const RECONNECT_DELAY_MAX_MS = 5000;
export const RECONNECT_RANDOMIZATION = 0.5;

export const PERIOD_STALE_MS = 10_000;
export const STATUS_STALE_MS = 10_000;
export const SELECTED_SUBJECTS_STALE_MS = 30_000;
export const SELECTED_SUBJECTS_RETRIES = 2;
export const SELECTED_SUBJECTS_RETRY_DELAY_MS = 1000;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const REASON_MAX = 500;

/** Upper bound for every numeric id the API accepts (a 32-bit signed integer). */
export const MAX_ID = 2_147_483_647;

/** The most students a registrar may admit through the gate per minute (issue 25). */
export const GATE_RATE_MAX = 100_000;
/** How many stand-in places a gate rehearsal may put in its queue (issue 42). */
export const GATE_REHEARSAL_STAND_INS = [0, 10, 20, 50, 100] as const;
/**
 * The request header carrying the admission, and the reply header carrying a renewed one. Here
 * rather than in gate.ts: every request sends it, and gate.ts would bring its schemas (and those
 * they are built from) into the client's first scripts.
 */
export const ADMISSION_HEADER = 'x-daftar-admission';

/**
 * A signed-in page the server can send drawn, not as a spinner (issue 17): its frame and heading
 * are in the HTML, so a phone paints them before any script has arrived. The client keeps this
 * cookie to the session's role and language (`<role>.<language>`); it is a hint for that picture
 * only, never a credential. The build writes one page per role, language and path that has one.
 */
export const FIRST_SCREEN_COOKIE = 'daftar-first-screen';

/** Where the build writes the drawn first screen of `pathname` (a path of the client's router). */
export function firstScreenFile(role: string, language: string, pathname: string) {
  return `first-screens/${role}.${language}${pathname === '/' ? '/index' : pathname}.html`;
}

/** The advisor's desk (issue 26). */
export const REVIEW_SEARCH_MAX = 100;
export const REASON_TEMPLATES_MAX = 50;
export const REASON_TEMPLATE_TITLE_MAX = 60;
export const NOTE_MAX = 2000;

/** The longest name of an API token (issue 43). */
export const API_TOKEN_NAME_MAX = 100;
/** The longest an API token may live: a year and a day, so a yearly job's token fits. */
export const API_TOKEN_MAX_DAYS = 366;
