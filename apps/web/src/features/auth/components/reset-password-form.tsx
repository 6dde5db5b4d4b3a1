import { PASSWORD_MIN } from '@daftar/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/http-client';
import { useResetPassword } from '../api/password-reset';

/** Where the emailed link leads: its token (in the fragment) and a new password. */
export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [token] = useState(() => new URLSearchParams(hash.slice(1)).get('token') ?? '');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTooShort(password.length < PASSWORD_MIN);
    if (password.length < PASSWORD_MIN) return;
    reset.mutate(
      { token, newPassword: password },
      { onSuccess: () => navigate(paths.dashboard, { replace: true }) },
    );
  };
  const error = tooShort
    ? 'passwordTooShort'
    : reset.error
      ? (serverMessage(reset.error) ?? t('forgotPassword.failed'))
      : undefined;

  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t('resetPassword.title')}
        </CardTitle>
        <CardDescription>{t('resetPassword.description')}</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid gap-4">
          <FormField id="reset-password" label={t('resetPassword.label')} error={error}>
            <Input
              type="password"
              autoComplete="new-password"
              placeholder={t('register.passwordPlaceholder')}
              disabled={reset.isPending}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
        </CardContent>
        <CardFooter className="flex-col gap-4">
          <Button type="submit" className="w-full" disabled={reset.isPending || !token}>
            {reset.isPending && <Spinner aria-hidden />}
            {t('resetPassword.submit')}
          </Button>
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('resetPassword.askAgain')}
          </Link>
        </CardFooter>
      </form>
    </Card>
  );
}
