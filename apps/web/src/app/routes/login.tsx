import { AuthScreen } from '@/features/auth/components/auth-screen';
import { LoginForm } from '@/features/auth/components/login-form';
import { PageTitle } from './page-title';

export function LoginRoute() {
  return (
    <>
      <PageTitle page="login" />
      <AuthScreen variant="login">
        <LoginForm />
      </AuthScreen>
    </>
  );
}
