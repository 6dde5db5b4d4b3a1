import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { fieldErrors } from '@/lib/http-client';
import { useChangePassword } from '../api/profile';

/**
 * The current password and the new one twice. The server's refusals (a wrong current password,
 * a short new one) show under their fields; a new password typed differently twice is caught
 * here before anything is sent.
 */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const { toast } = useToast();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useChangePassword();
  const errors = fieldErrors(change.error);
  const busy = change.isPending;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        setMismatch(next !== confirm);
        if (next !== confirm) return;
        change.mutate(
          { currentPassword: current, newPassword: next },
          {
            onSuccess: () => {
              setCurrent('');
              setNext('');
              setConfirm('');
              toast({
                title: t('password.changed'),
                description: t('password.changedDescription'),
              });
            },
            onError: (failure) => {
              if (Object.keys(fieldErrors(failure)).length === 0)
                toast({ title: t('password.failed'), variant: 'destructive' });
            },
          },
        );
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>{t('password.title')}</CardTitle>
          <CardDescription>{t('password.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField
            id={`${id}-current`}
            label={t('password.current')}
            error={errors.currentPassword}
          >
            <Input
              type="password"
              autoComplete="current-password"
              value={current}
              disabled={busy}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={`${id}-new`} label={t('password.new')} error={errors.newPassword}>
              <Input
                type="password"
                autoComplete="new-password"
                value={next}
                disabled={busy}
                onChange={(event) => setNext(event.target.value)}
              />
            </FormField>
            <FormField
              id={`${id}-confirm`}
              label={t('password.confirm')}
              error={mismatch ? t('password.mismatch') : undefined}
            >
              <Input
                type="password"
                autoComplete="new-password"
                value={confirm}
                disabled={busy}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </FormField>
          </div>
          <Button type="submit" className="w-fit" disabled={busy}>
            {busy && <Spinner className="size-4" />}
            {busy ? t('password.changing') : t('password.submit')}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
