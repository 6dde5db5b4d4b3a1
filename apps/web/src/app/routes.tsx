import { REVIEWER_ROLES } from '@daftar/contract';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { GuestRoute } from './guards/guest-route';
import { ProtectedRoute } from './guards/protected-route';
import { RoleRoute } from './guards/role-route';
import { AppLayout } from './layout/app-layout';
import { StudentLayout } from './layout/student-layout';
import { RootRoute } from './root-route';
import { FullPageSpinner } from './full-page-spinner';
import { NotFoundRoute } from './routes/not-found';

// The sign-in screens and the dashboard load on demand: neither needs the other's libraries.
const loginRoute = async () => ({ Component: (await import('./routes/login')).LoginRoute });
const registerRoute = async () => ({
  Component: (await import('./routes/register')).RegisterRoute,
});
const dashboardRoute = async () => ({
  Component: (await import('./routes/dashboard')).DashboardRoute,
});
const reviewRoute = async () => ({
  Component: (await import('@/features/review/components/review-page')).ReviewPage,
});

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
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: paths.dashboard, lazy: dashboardRoute },
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
                        lazy: async () => ({
                          Component: (
                            await import('@/features/registration/components/registration-page')
                          ).RegistrationPage,
                        }),
                      },
                      {
                        path: paths.schedule,
                        lazy: async () => ({
                          Component: (await import('@/features/schedule/components/schedule-page'))
                            .SchedulePage,
                        }),
                      },
                      {
                        path: paths.history,
                        lazy: async () => ({
                          Component: (await import('@/features/history/components/history-page'))
                            .HistoryPage,
                        }),
                      },
                    ],
                  },
                ],
              },
              {
                element: <RoleRoute roles={REVIEWER_ROLES} />,
                children: [{ path: paths.admin, lazy: reviewRoute }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
