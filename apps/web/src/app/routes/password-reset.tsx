import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { PageTitle } from './page-title';

export function ForgotPasswordRoute() {
  return (
    <>
      <PageTitle page="forgotPassword" />
      <AuthScreen variant="login">
        <ForgotPasswordForm />
      </AuthScreen>
    </>
  );
}

export function ResetPasswordRoute() {
  return (
    <>
      <PageTitle page="resetPassword" />
      <AuthScreen variant="login">
        <ResetPasswordForm />
      </AuthScreen>
    </>
  );
}
