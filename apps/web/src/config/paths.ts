/**
 * Every route of spec section 2 and the registrar's pages under /admin (issue 19), named once;
 * links and the router both read from here.
 */
export const paths = {
  auth: '/auth',
  login: '/auth/login',
  register: '/auth/register',
  dashboard: '/',
  registration: '/registration',
  schedule: '/schedule',
  history: '/history',
  admin: '/admin',
  adminSemesters: '/admin/semesters',
  adminCatalogue: '/admin/catalogue',
  adminImport: '/admin/import',
  adminPeople: '/admin/people',
  adminAudit: '/admin/audit',
} as const;
