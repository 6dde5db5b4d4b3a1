import { AuthScreen } from '@/features/auth/components/auth-screen';
import { UniversityLanding } from '@/features/auth/components/university-landing';
import { PageTitle } from './page-title';

export function UniversitySignInRoute() {
  return (
    <>
      <PageTitle page="universitySignIn" />
      <AuthScreen variant="login">
        <UniversityLanding />
      </AuthScreen>
    </>
  );
}
