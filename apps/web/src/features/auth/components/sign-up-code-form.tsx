import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { useVerifySignUp } from '../api/register';

interface SignUpCodeFormProps {
  studentId: string;
  /** The roll's address, partly hidden, as the server gave it. */
  sentTo: string;
  /** Back to the form, to ask for a new code. */
  onStartAgain: () => void;
}

/** The second step of a sign-up from the roll: the code emailed to the roll's address. */
export function SignUpCodeForm({ studentId, sentTo, onStartAgain }: SignUpCodeFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const verify = useVerifySignUp();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const busy = verify.isPending;
  // The form the person filled is gone: the code's field takes the focus in its place.
  useEffect(() => document.getElementById('sign-up-code')?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setInvalid(!/^[0-9]{6}$/.test(trimmed));
    if (!/^[0-9]{6}$/.test(trimmed)) return;
    verify.mutate(
      { studentId, code: trimmed },
      { onSuccess: () => navigate(paths.dashboard, { replace: true }) },
    );
  };
  const error = invalid
    ? t('signUpCode.invalid')
    : verify.error
      ? (serverMessage(verify.error) ?? t('toast.registerFailed'))
      : undefined;

  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t('signUpCode.title')}
        </CardTitle>
        <CardDescription>{t('signUpCode.description', { sentTo })}</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid gap-4">
          <FormField id="sign-up-code" label={t('signUpCode.label')} error={error}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              disabled={busy}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </FormField>
        </CardContent>
        <CardFooter className="flex-col gap-4">
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && <Spinner aria-hidden />}
            {busy ? t('register.busy') : t('signUpCode.submit')}
          </Button>
          <Button type="button" variant="link" onClick={onStartAgain}>
            {t('signUpCode.startAgain')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
