import { AuthScreen } from '@/features/auth/components/auth-screen';
import { RegisterForm } from '@/features/auth/components/register-form';

export function RegisterRoute() {
  return (
    <AuthScreen variant="register">
      <RegisterForm />
    </AuthScreen>
  );
}
