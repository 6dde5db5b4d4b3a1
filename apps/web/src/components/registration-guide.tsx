import { ClockIcon, HeadsetIcon, UserRoundIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The registration guide and who to contact: the Help dialog's and the Help Center's (spec section 2). */
export function RegistrationGuide() {
  const { t } = useTranslation('layout');
  const id = useId();
  const steps = t('help.steps', { returnObjects: true });
  return (
    <>
      <section aria-labelledby={`${id}-guide`} className="grid gap-3">
        <h3 id={`${id}-guide`} className="font-medium">
          {t('help.guideTitle')}
        </h3>
        <ol className="grid gap-2">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                aria-hidden
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <section
          aria-labelledby={`${id}-support`}
          className="grid content-start gap-1 rounded-lg border p-3 text-sm"
        >
          <h3 id={`${id}-support`} className="flex items-center gap-2 font-medium">
            <HeadsetIcon className="size-4 text-primary" aria-hidden />
            {t('help.supportTitle')}
          </h3>
          <p>{t('help.supportEmail')}</p>
          <p>{t('help.supportPhone')}</p>
        </section>
        <section
          aria-labelledby={`${id}-advisor`}
          className="grid content-start gap-1 rounded-lg border p-3 text-sm"
        >
          <h3 id={`${id}-advisor`} className="flex items-center gap-2 font-medium">
            <UserRoundIcon className="size-4 text-primary" aria-hidden />
            {t('help.advisorTitle')}
          </h3>
          <p>{t('help.advisorContact')}</p>
          <p>{t('help.advisorEmail')}</p>
        </section>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <ClockIcon className="size-4" aria-hidden />
        {t('help.officeHours')}
      </p>
    </>
  );
}
