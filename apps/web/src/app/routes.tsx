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
import { SectionPage } from './routes/section-page';

// The sign-in screens and the dashboard load on demand: neither needs the other's libraries.
const loginRoute = async () => ({ Component: (await import('./routes/login')).LoginRoute });
const registerRoute = async () => ({
  Component: (await import('./routes/register')).RegisterRoute,
});
const dashboardRoute = async () => ({
  Component: (await import('./routes/dashboard')).DashboardRoute,
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
                      { path: paths.registration, element: <SectionPage page="registration" /> },
                      { path: paths.schedule, element: <SectionPage page="schedule" /> },
                      { path: paths.history, element: <SectionPage page="history" /> },
                    ],
                  },
                ],
              },
              {
                element: <RoleRoute roles={REVIEWER_ROLES} />,
                children: [{ path: paths.admin, element: <SectionPage page="admin" /> }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
