import { AuthScreen } from '@/features/auth/components/auth-screen';
import { RegisterForm } from '@/features/auth/components/register-form';
import { PageTitle } from './page-title';

export function RegisterRoute() {
  return (
    <>
      <PageTitle page="register" />
      <AuthScreen variant="register">
        <RegisterForm />
      </AuthScreen>
    </>
  );
}
