import type { LoginBody } from '@daftar/contract';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { afterNextPaint } from '@/lib/after-next-paint';
import { currentLanguage } from '@/lib/i18n';
import { useAuthMethods } from '../api/auth-methods';
import { useLogin } from '../api/login';
import { loadAuthSchemas } from '../load-auth-schemas';
import { useSession } from '../session-context';
import { OrDivider, UniversitySignInButton } from './university-sign-in';

// The form is usable before zod arrives: its checks wait for the schema on the first submit.
// The schemas' wording comes with them (every schema's, more than this form's first scripts may
// carry), and a field shows a message only after they refused it, so it is here by then.
let wordMessage: ((message: string) => string) | undefined;
const loadValidation = () =>
  Promise.all([loadAuthSchemas(), import('@hookform/resolvers/zod')]).then((loaded) => {
    const [{ wordValidationMessage }] = loaded;
    wordMessage = (message) => wordValidationMessage(message, currentLanguage());
    return loaded;
  });
const loginResolver: Resolver<LoginBody> = async (values, context, options) => {
  const [{ loginBodySchema }, { zodResolver }] = await loadValidation();
  return zodResolver(loginBodySchema)(values, context, options);
};
const worded = (message: string | undefined) => message && (wordMessage?.(message) ?? message);

/** The sign-in card of spec section 2; failures are announced by the session layer's toast. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const login = useLogin();
  const methods = useAuthMethods().data;
  const university = methods?.university ? methods : undefined;
  // Until the server says otherwise, the password form is there (the spec's screen).
  const passwords = methods?.password ?? 'all';
  // Fetched as soon as the form is painted, so a submit rarely waits for it.
  useEffect(() => afterNextPaint(() => void loadValidation()), []);
  const form = useForm<LoginBody>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const busy = login.isPending;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => navigate(paths.dashboard, { replace: true }) }),
  );

  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t('login.title')}
        </CardTitle>
        <CardDescription>{t('login.description')}</CardDescription>
      </CardHeader>
      {university && (
        <CardContent className="grid gap-4">
          <UniversitySignInButton methods={university} />
          {passwords === 'all' && <OrDivider />}
          {passwords === 'staff' && (
            <p className="text-sm text-muted-foreground">{t('university.staffPasswords')}</p>
          )}
        </CardContent>
      )}
      {passwords !== 'off' && (
        <form onSubmit={onSubmit} noValidate className="contents">
          <CardContent className="grid gap-4">
            <Field
              id="login-username"
              label={t('username')}
              message={worded(errors.username?.message)}
            >
              <Input
                autoComplete="username"
                placeholder={t('login.usernamePlaceholder')}
                disabled={busy}
                {...form.register('username')}
              />
            </Field>
            <Field
              id="login-password"
              label={t('password')}
              message={worded(errors.password?.message)}
            >
              <Input
                type="password"
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
                disabled={busy}
                {...form.register('password')}
              />
            </Field>
            {methods?.passwordReset && (
              <Link
                to={paths.forgotPassword}
                className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('forgotPassword.link')}
              </Link>
            )}
          </CardContent>
          <CardFooter className="flex-col gap-4">
            <Button
              type="submit"
              variant={university ? 'outline' : 'default'}
              className="w-full"
              disabled={busy || session.isLoading}
            >
              {busy && <Spinner aria-hidden />}
              {busy ? t('login.busy') : t('login.submit')}
            </Button>
            {methods?.signUp !== 'off' && (
              <p className="text-sm text-muted-foreground">
                {t('login.noAccount')}{' '}
                <Link
                  to={paths.register}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('login.registerLink')}
                </Link>
              </p>
            )}
          </CardFooter>
        </form>
      )}
    </Card>
  );
}
