import { registerBodySchema, type ErrorCode, type RegisterBody } from '@daftar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
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
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { HttpError, serverMessage } from '@/lib/http-client';
import { useRegister } from '../api/register';
import { SignUpCodeForm } from './sign-up-code-form';

const FIELDS = ['username', 'password', 'name', 'studentId'] as const;

/** The refusals that are about one field, such as a username someone already has. */
const FIELD_REFUSED: Partial<Record<ErrorCode, keyof RegisterBody>> = {
  USERNAME_TAKEN: 'username',
  STUDENT_ID_TAKEN: 'studentId',
  STUDENT_ID_NOT_ON_ROLL: 'studentId',
};

const refusedField = (error: Error | null) =>
  error instanceof HttpError && error.body ? FIELD_REFUSED[error.body.code] : undefined;

/**
 * Puts the server's per-field messages under the fields they belong to, and the sentence of a
 * refusal about one field under that field.
 */
function showServerFieldErrors(error: Error, setError: UseFormSetError<RegisterBody>) {
  const body = error instanceof HttpError ? error.body : null;
  if (!body) return;
  for (const field of FIELDS) {
    const message = body.fields?.[field];
    if (message) setError(field, { message });
  }
  const refused = refusedField(error);
  if (refused) setError(refused, { message: serverMessage(error) ?? body.error });
}

/** The sign-up card of spec section 2. Self-registration always creates a student. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registration = useRegister();
  // From the roll, the account waits for the code emailed to the roll's address.
  const [awaitingCode, setAwaitingCode] = useState<{ studentId: string; sentTo: string }>();
  const form = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { username: '', password: '', name: '', studentId: '' },
  });
  const { errors } = form.formState;
  const busy = registration.isPending;
  // The refused field takes the focus to be corrected, once the fields are enabled again.
  const refused = refusedField(registration.error);
  useEffect(() => {
    if (refused) form.setFocus(refused);
  }, [registration.error, refused, form]);

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: (reply) =>
        'sentTo' in reply
          ? setAwaitingCode({ studentId: values.studentId, sentTo: reply.sentTo })
          : navigate(paths.dashboard, { replace: true }),
      onError: (error) => showServerFieldErrors(error, form.setError),
    }),
  );

  if (awaitingCode) {
    return <SignUpCodeForm {...awaitingCode} onStartAgain={() => setAwaitingCode(undefined)} />;
  }
  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t('register.title')}
        </CardTitle>
        <CardDescription>{t('register.description')}</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid gap-4">
          <FormField id="register-username" label={t('username')} error={errors.username?.message}>
            <Input
              autoComplete="username"
              placeholder={t('register.usernamePlaceholder')}
              disabled={busy}
              {...form.register('username')}
            />
          </FormField>
          <FormField id="register-password" label={t('password')} error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              placeholder={t('register.passwordPlaceholder')}
              disabled={busy}
              {...form.register('password')}
            />
          </FormField>
          <FormField id="register-name" label={t('fullName')} error={errors.name?.message}>
            <Input
              autoComplete="name"
              placeholder={t('register.fullNamePlaceholder')}
              disabled={busy}
              {...form.register('name')}
            />
          </FormField>
          <FormField
            id="register-student-id"
            label={t('studentId')}
            error={errors.studentId?.message}
          >
            <Input
              inputMode="numeric"
              placeholder={t('register.studentIdPlaceholder')}
              disabled={busy}
              {...form.register('studentId')}
            />
          </FormField>
        </CardContent>
        <CardFooter className="flex-col gap-4">
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && <Spinner aria-hidden />}
            {busy ? t('register.busy') : t('register.submit')}
          </Button>
          <p className="text-sm text-muted-foreground">
            {t('register.haveAccount')}{' '}
            <Link
              to={paths.login}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('register.loginLink')}
            </Link>
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
