import { CircleHelpIcon, ClockIcon, HeadsetIcon, UserRoundIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { HeaderAction } from './header-action';

/** The registration guide and who to contact (spec section 2). */
export function HelpDialog() {
  const { t } = useTranslation('layout');
  const steps = t('help.steps', { returnObjects: true });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <HeaderAction icon={CircleHelpIcon} label={t('help.trigger')} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('help.title')}</DialogTitle>
          <DialogDescription>{t('help.description')}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="help-guide-heading" className="grid gap-3">
          <h3 id="help-guide-heading" className="font-medium">
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
            aria-labelledby="help-support-heading"
            className="grid content-start gap-1 rounded-lg border p-3 text-sm"
          >
            <h3 id="help-support-heading" className="flex items-center gap-2 font-medium">
              <HeadsetIcon className="size-4 text-primary" aria-hidden />
              {t('help.supportTitle')}
            </h3>
            <p>{t('help.supportEmail')}</p>
            <p>{t('help.supportPhone')}</p>
          </section>
          <section
            aria-labelledby="help-advisor-heading"
            className="grid content-start gap-1 rounded-lg border p-3 text-sm"
          >
            <h3 id="help-advisor-heading" className="flex items-center gap-2 font-medium">
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
      </DialogContent>
    </Dialog>
  );
}
