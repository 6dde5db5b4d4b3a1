import { SUBMISSION_EMAILS, type Profile } from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { fieldErrors } from '@/lib/http-client';
import { useProfile, useUpdateProfile } from '../api/profile';
import { PasswordForm } from './password-form';

/** /profile (issue 21): everyone's own details, email, language and password. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { data: profile, isPending, error, refetch } = useProfile();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      {isPending && <Spinner className="size-6 text-primary" />}
      {error && <QueryError title={t('error')} error={error} onRetry={() => void refetch()} />}
      {profile && <DetailsForm key={profile.username} profile={profile} />}
      <Card>
        <CardHeader>
          <CardTitle>{t('language.title')}</CardTitle>
          <CardDescription>{t('language.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <LanguageSwitch className="w-fit" />
        </CardContent>
      </Card>
      <PasswordForm />
    </div>
  );
}

/** Name, email address and email choices, saved together. */
function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { toast } = useToast();
  const id = useId();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email ?? '');
  const [emailEnabled, setEmailEnabled] = useState(profile.emailEnabled);
  const [submissionEmail, setSubmissionEmail] = useState(profile.submissionEmail);
  const save = useUpdateProfile();
  const errors = fieldErrors(save.error);
  const staff = profile.role !== 'student';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        save.mutate(
          { name, email: email.trim() || null, emailEnabled, submissionEmail },
          {
            onSuccess: () => toast({ title: t('saved') }),
            onError: (failure) => {
              if (Object.keys(fieldErrors(failure)).length === 0)
                toast({ title: t('saveFailed'), variant: 'destructive' });
            },
          },
        );
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>{t('details.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            {[
              [t('details.username'), profile.username],
              ...(profile.studentId !== null
                ? [[t('details.studentId'), profile.studentId] as const]
                : []),
              [t('details.faculty'), profile.faculty ?? t('details.none')],
            ].map(([label, value]) => (
              <div key={label} className="grid min-w-0 gap-0.5">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium break-words">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <FormField id={`${id}-name`} label={t('details.name')} error={errors.name}>
            <Input
              autoComplete="name"
              value={name}
              disabled={save.isPending}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
        </CardContent>
        <CardHeader className="border-t pt-6">
          <CardTitle>{t('email.title')}</CardTitle>
          <CardDescription>{t('email.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-1.5">
            <FormField id={`${id}-email`} label={t('email.address')} error={errors.email}>
              <Input
                type="email"
                autoComplete="email"
                value={email}
                disabled={save.isPending}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
            {!email.trim() && (
              <p className="text-sm break-words text-muted-foreground">
                {profile.derivedEmail
                  ? t('email.derived', { address: profile.derivedEmail })
                  : t('email.noAddress')}
              </p>
            )}
          </div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-enabled`}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={emailEnabled}
              disabled={save.isPending}
              aria-describedby={`${id}-enabled-hint`}
              onChange={(event) => setEmailEnabled(event.target.checked)}
            />
            <div className="grid gap-0.5">
              <Label htmlFor={`${id}-enabled`}>{t('email.enabled')}</Label>
              <p id={`${id}-enabled-hint`} className="text-sm text-muted-foreground">
                {staff ? t('email.staffHint') : t('email.studentHint')}
              </p>
            </div>
          </div>
          {staff && (
            <fieldset className="grid gap-3" disabled={!emailEnabled || save.isPending}>
              <legend className="mb-3 text-sm font-medium">{t('email.submissions')}</legend>
              <RadioGroup
                value={submissionEmail}
                onValueChange={(value) => setSubmissionEmail(value as Profile['submissionEmail'])}
              >
                {SUBMISSION_EMAILS.map((option) => (
                  <div key={option} className="flex items-center gap-3">
                    <RadioGroupItem id={`${id}-${option}`} value={option} />
                    <Label htmlFor={`${id}-${option}`} className="font-normal">
                      {t(`email.${option}`)}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
          )}
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            {save.isPending && <Spinner className="size-4" />}
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
