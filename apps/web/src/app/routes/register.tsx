import { useAuthMethods } from '@/features/auth/api/auth-methods';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SignUpOff } from '@/features/auth/components/sign-up-off';
import { PageTitle } from './page-title';

export function RegisterRoute() {
  const signUp = useAuthMethods().data?.signUp;
  return (
    <>
      <PageTitle page="register" />
      {/* With sign-up off, the promise beside it is sign-in's, not "create your account". */}
      <AuthScreen variant={signUp === 'off' ? 'login' : 'register'}>
        {signUp === 'off' ? <SignUpOff /> : <RegisterForm />}
      </AuthScreen>
    </>
  );
}
