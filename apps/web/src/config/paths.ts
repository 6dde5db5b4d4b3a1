/**
 * Every route of spec section 2 and the registrar's pages under /admin (issue 19), named once;
 * links and the router both read from here.
 */
export const paths = {
  auth: '/auth',
  login: '/auth/login',
  register: '/auth/register',
  /** Where sign-in with the university's account comes back to (issue 43). */
  universitySignIn: '/auth/university',
  forgotPassword: '/auth/forgot-password',
  /** Where the emailed link for a forgotten password leads (the token in the fragment). */
  resetPassword: '/auth/reset-password',
  dashboard: '/',
  registration: '/registration',
  /** The student's plan for the period (issue 48): under Subject Registration, whose tab stays lit. */
  registrationPlan: '/registration/plan',
  schedule: '/schedule',
  history: '/history',
  profile: '/profile',
  /** Where a registration slip's QR code leads: public (issue 22). */
  verifySlip: '/verify/:code',
  /** The footer's public pages (issue 42): readable signed out too. */
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  admin: '/admin',
  adminSemesters: '/admin/semesters',
  adminCatalogue: '/admin/catalogue',
  adminImport: '/admin/import',
  adminPeople: '/admin/people',
  adminAudit: '/admin/audit',
  /** The registrar's live dashboard of registration day (issue 23). */
  adminLive: '/admin/live',
  /** The registrar's rehearsal of the admission gate: a test queue of their own (issue 42). */
  adminGateRehearsal: '/admin/gate-rehearsal',
  /** The dashboard's announcements, written by the registrar (issue 42). */
  adminAnnouncements: '/admin/announcements',
  /** The records system's API tokens, made and revoked by the registrar (issue 43). */
  adminApiTokens: '/admin/api-tokens',
  /** Programme structures by intake (issue 45). */
  adminStructures: '/admin/structures',
  /** Students behind their structure (issue 45): under the Structures tab, which stays lit. */
  adminStructuresBehind: '/admin/structures/behind',
  /** One registration open on the review page. */
  reviewRegistration: (registrationId: number) => `/admin?registration=${registrationId}`,
} as const;

/** The footer's public pages with the footer copy that names each (layout `footer.*`). */
export const publicPageLinks = [
  ['helpCenter', paths.help],
  ['privacy', paths.privacy],
  ['terms', paths.terms],
  ['contact', paths.contact],
] as const;
