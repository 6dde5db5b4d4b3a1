import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { useForgotPassword } from '../api/password-reset';

/** "Forgot password?": a link by email; the page says the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [account, setAccount] = useState('');
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(account.trim() === '');
    if (account.trim() !== '') forgot.mutate({ account: account.trim() });
  };

  if (forgot.isSuccess) {
    return (
      <Card className="w-full" role="status">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('forgotPassword.sentTitle')}
          </CardTitle>
          <CardDescription className="text-base">{t('forgotPassword.sent')}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild className="w-full">
            <Link to={paths.login}>{t('university.tryAgain')}</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }
  const error = missing
    ? t('forgotPassword.missing')
    : forgot.error
      ? (serverMessage(forgot.error) ?? t('forgotPassword.failed'))
      : undefined;
  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t('forgotPassword.title')}
        </CardTitle>
        <CardDescription>{t('forgotPassword.description')}</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid gap-4">
          <FormField id="forgot-account" label={t('forgotPassword.label')} error={error}>
            <Input
              autoComplete="username"
              disabled={forgot.isPending}
              value={account}
              onChange={(event) => setAccount(event.target.value)}
            />
          </FormField>
        </CardContent>
        <CardFooter className="flex-col gap-4">
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending && <Spinner aria-hidden />}
            {t('forgotPassword.submit')}
          </Button>
          <Link
            to={paths.login}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('university.tryAgain')}
          </Link>
        </CardFooter>
      </form>
    </Card>
  );
}
