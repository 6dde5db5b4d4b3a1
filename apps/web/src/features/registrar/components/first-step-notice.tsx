import type { SetupStepKey } from '@daftar/contract';
import { ArrowRightIcon, InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetupChecklist } from '../api/setup';
import { SETUP_STEP_PAGES } from './setup-steps';

/**
 * On a console page whose work needs an earlier setup step, the step still to do first, with
 * the way to it (issue 42): an empty screen says what to do rather than nothing.
 */
export function FirstStepNotice({ needs }: { needs: SetupStepKey[] }) {
  const { t } = useTranslation('registrar');
  const { data } = useSetupChecklist();
  const missing = data?.steps.find((s) => needs.includes(s.key) && !s.done)?.key;
  if (!missing) return null;
  return (
    <div
      role="note"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium">
          {t('setup.firstStep', { step: t(`setup.steps.${missing}.title`) })}
        </p>
        <p className="text-sm text-muted-foreground">{t(`setup.steps.${missing}.hint`)}</p>
      </div>
      <Link
        to={SETUP_STEP_PAGES[missing]}
        className="inline-flex items-center gap-1 self-center rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {t(`setup.steps.${missing}.link`)}
        <ArrowRightIcon className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
