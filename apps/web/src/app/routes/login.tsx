import { AuthScreen } from '@/features/auth/components/auth-screen';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  return (
    <AuthScreen variant="login">
      <LoginForm />
    </AuthScreen>
  );
}
