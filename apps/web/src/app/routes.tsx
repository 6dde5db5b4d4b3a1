import { API, REVIEWER_ROLES, TOKEN_STORAGE_KEY } from '@daftar/contract';
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { startEarlyGateJoin } from '@/lib/api/early-gate-join';
import { lazyLoaded } from '@/lib/lazy-loaded';
import { GuestRoute } from './guards/guest-route';
import { ProtectedRoute } from './guards/protected-route';
import { RoleRoute } from './guards/role-route';
import { StudentLayout } from './layout/student-layout';
import { RootRoute } from './root-route';
import { FullPageSpinner } from './full-page-spinner';
import { whileStarting, type RouteHandle } from './first-screen-readings';
import { NotFoundRoute } from './routes/not-found';

// The sign-in screens and the dashboard load on demand: neither needs the other's libraries.
const loginRoute = async () => ({ Component: (await import('./routes/login')).LoginRoute });
const universitySignInRoute = async () => ({
  Component: (await import('./routes/university-sign-in')).UniversitySignInRoute,
});
const forgotPasswordRoute = async () => ({
  Component: (await import('./routes/password-reset')).ForgotPasswordRoute,
});
const resetPasswordRoute = async () => ({
  Component: (await import('./routes/password-reset')).ResetPasswordRoute,
});
const registerRoute = async () => ({
  Component: (await import('./routes/register')).RegisterRoute,
});
// The signed-in frame (header, menus, notifications) is code of its own that the sign-in screens
// never load. With a stored session the route's loader fetches it alongside the page and waits
// for it (on the first load, also for the session), so the frame renders at once, with its user.
const AppLayout = lazyLoaded(async () => (await import('./layout/app-layout')).AppLayout);
const prepareSignedInFrame = async () => {
  if (!localStorage.getItem(TOKEN_STORAGE_KEY)) return null;
  // A failed load is tried again as the frame renders, and reaches the error boundary there.
  const layout = AppLayout.preload().catch(() => undefined);
  await Promise.all([
    layout,
    whileStarting((queryClient) => queryClient.ensureQueryData(userQueryOptions(true))),
  ]);
  return null;
};
// The Admin Panel's tabs are staff code, loaded with the staff's pages (its loader runs beside
// theirs), so the sign-in screen's first scripts stay within issue 17's budget.
const AdminLayout = lazyLoaded(async () => (await import('./layout/admin-layout')).AdminLayout);
const prepareAdminLayout = async () => {
  await AdminLayout.preload();
  return null;
};
const dashboardRoute = async () => {
  const { DashboardRoute, prepareDashboard } = await import('./routes/dashboard');
  await whileStarting(prepareDashboard);
  return { Component: DashboardRoute };
};
const reviewRoute = async () => {
  const { ReviewRoute, prepareReview } = await import('./routes/review');
  // whileStarting holds the app's first load only, whose address is the window's.
  const search = new URLSearchParams(window.location.search);
  await whileStarting((queryClient) => prepareReview(queryClient, search));
  return { Component: ReviewRoute };
};

/**
 * The review queue as a reviewer's plain address asks for it (the queue's defaults, as
 * reviewQueueSearch(queueQuery(DEFAULT_QUEUE)) writes them, which first-screen-readings.test.ts holds),
 * started with the page's code. Another address's queue is asked for once the code is in.
 */
export const PLAIN_REVIEW_QUEUE = `${API.reviewQueue}?order=asc&page=1&pageSize=20&sort=submitted&status=waiting`;

// What each screen reads at once, started with its code on a first load (first-screen-readings).
const readings = (...urls: string[]): RouteHandle => ({ firstScreenReadings: () => urls });
const studentRegistration = [API.period, API.status, API.selectedSubjects];

/** Spec section 2's route table, with /admin open to lecturers and admins (decisions.md). */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        path: paths.auth,
        element: <GuestRoute />,
        children: [
          { index: true, element: <Navigate to={paths.login} replace /> },
          { path: paths.login, lazy: loginRoute },
          { path: paths.register, lazy: registerRoute },
          { path: paths.universitySignIn, lazy: universitySignInRoute },
          { path: paths.forgotPassword, lazy: forgotPasswordRoute },
          { path: paths.resetPassword, lazy: resetPasswordRoute },
        ],
      },
      {
        element: <ProtectedRoute />,
        loader: prepareSignedInFrame,
        handle: {
          // The session, and for a reviewer the header's count of waiting registrations.
          firstScreenReadings: (role) =>
            REVIEWER_ROLES.includes(role) ? [API.user, API.reviewRegistrations] : [API.user],
        } satisfies RouteHandle,
        children: [
          {
            element: (
              <Suspense fallback={<FullPageSpinner />}>
                <AppLayout.Component />
              </Suspense>
            ),
            children: [
              {
                path: paths.dashboard,
                lazy: dashboardRoute,
                handle: {
                  firstScreenReadings: (role) =>
                    role === 'student' ? studentRegistration : [API.period],
                } satisfies RouteHandle,
              },
              {
                // Everyone's own details (issue 21).
                path: paths.profile,
                handle: readings(API.profile),
                lazy: async () => ({
                  Component: (await import('./routes/profile')).ProfileRoute,
                }),
              },
              {
                // Spec section 6: the student pages are for every role but the reviewers.
                element: <RoleRoute roles={['student']} />,
                children: [
                  {
                    element: <StudentLayout />,
                    children: [
                      // Each student page loads on demand, like the dashboard.
                      {
                        path: paths.registration,
                        handle: readings(
                          ...studentRegistration,
                          API.subjects,
                          API.faculties,
                          API.waitlist,
                        ),
                        lazy: async () => {
                          // The admission gate's answer travels with the page's code (issue 25).
                          startEarlyGateJoin();
                          const { RegistrationRoute, prepareRegistration } =
                            await import('./routes/registration');
                          await whileStarting(prepareRegistration);
                          return { Component: RegistrationRoute };
                        },
                      },
                      {
                        // The student's plan (issue 48): prepared ahead, so no admission gate.
                        path: paths.registrationPlan,
                        handle: readings(API.plan, API.subjects, API.selectedSubjects, API.period),
                        lazy: async () => ({
                          Component: (await import('./routes/plan')).PlanRoute,
                        }),
                      },
                      {
                        path: paths.schedule,
                        handle: readings(API.selectedSubjects, API.status),
                        lazy: async () => ({
                          Component: (await import('./routes/schedule')).ScheduleRoute,
                        }),
                      },
                      {
                        path: paths.history,
                        handle: readings(API.history),
                        lazy: async () => ({
                          Component: (await import('./routes/history')).HistoryRoute,
                        }),
                      },
                    ],
                  },
                ],
              },
              {
                element: <RoleRoute roles={REVIEWER_ROLES} />,
                children: [
                  {
                    loader: prepareAdminLayout,
                    element: <AdminLayout.Component />,
                    children: [
                      {
                        path: paths.admin,
                        lazy: reviewRoute,
                        handle: {
                          firstScreenReadings: (_role, search) =>
                            search.size === 0 ? [PLAIN_REVIEW_QUEUE] : [],
                        } satisfies RouteHandle,
                      },
                      {
                        // The registrar's pages: admins only (issue 19).
                        element: <RoleRoute roles={['admin']} />,
                        children: [
                          {
                            path: paths.adminSemesters,
                            handle: readings(API.adminPeriods),
                            lazy: async () => {
                              const { SemestersRoute, prepareSemesters } =
                                await import('./routes/semesters');
                              await whileStarting(prepareSemesters);
                              return { Component: SemestersRoute };
                            },
                          },
                          {
                            path: paths.adminCatalogue,
                            handle: readings(API.adminSections),
                            lazy: async () => ({
                              Component: (await import('./routes/catalogue')).CatalogueRoute,
                            }),
                          },
                          {
                            path: paths.adminImport,
                            handle: readings(API.adminPeriods),
                            lazy: async () => ({
                              Component: (await import('./routes/catalogue-import'))
                                .CatalogueImportRoute,
                            }),
                          },
                          {
                            path: paths.adminPeople,
                            handle: readings(API.users),
                            lazy: async () => ({
                              Component: (await import('./routes/people')).PeopleRoute,
                            }),
                          },
                          {
                            path: paths.adminStructures,
                            handle: readings(API.structures),
                            lazy: async () => ({
                              Component: (await import('./routes/structures')).StructuresRoute,
                            }),
                          },
                          {
                            // No first-screen reading: the list's address carries its page.
                            path: paths.adminStructuresBehind,
                            lazy: async () => ({
                              Component: (await import('./routes/structures-behind'))
                                .StructuresBehindRoute,
                            }),
                          },
                          {
                            path: paths.adminLive,
                            handle: readings(API.liveFigures),
                            lazy: async () => ({
                              Component: (await import('./routes/live-figures')).LiveFiguresRoute,
                            }),
                          },
                          {
                            // The registrar's own test queue (issue 42).
                            path: paths.adminGateRehearsal,
                            lazy: async () => ({
                              Component: (await import('./routes/gate-rehearsal'))
                                .GateRehearsalRoute,
                            }),
                          },
                          {
                            path: paths.adminAnnouncements,
                            handle: readings(API.adminAnnouncements),
                            lazy: async () => ({
                              Component: (await import('./routes/announcements'))
                                .AnnouncementsRoute,
                            }),
                          },
                          {
                            path: paths.adminApiTokens,
                            handle: readings(API.apiTokens),
                            lazy: async () => ({
                              Component: (await import('./routes/api-tokens')).ApiTokensRoute,
                            }),
                          },
                          {
                            path: paths.adminAudit,
                            lazy: async () => ({
                              Component: (await import('./routes/audit')).AuditRoute,
                            }),
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      // The footer's pages: public, signed in or out (issue 42).
      ...(['help', 'privacy', 'terms', 'contact'] as const).map((slug) => ({
        path: paths[slug],
        lazy: async () => {
          const { SitePageRoute } = await import('./routes/site-page');
          return { Component: () => <SitePageRoute slug={slug} /> };
        },
      })),
      {
        // Public: whoever holds a slip checks it here without an account.
        path: paths.verifySlip,
        lazy: async () => ({ Component: (await import('./routes/verify')).VerifyRoute }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
