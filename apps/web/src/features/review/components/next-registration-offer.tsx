import type { ReviewQueueItem } from '@daftar/contract';
import { ArrowRightIcon, CircleCheckBigIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface NextRegistrationOfferProps {
  next: ReviewQueueItem;
  onOpen: (registrationId: number) => void;
}

/**
 * Shown once the reviewer has decided the last undecided subject: the way on to the next
 * waiting registration, with the focus on it so Enter continues.
 */
export function NextRegistrationOffer({ next, onOpen }: NextRegistrationOfferProps) {
  const { t } = useTranslation('review');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-success/40 bg-success/5 p-4"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <CircleCheckBigIcon className="size-5 shrink-0 text-success" aria-hidden />
        {t('offer.done')}
      </p>
      <Button ref={button} onClick={() => onOpen(next.id)} className="max-w-full whitespace-normal">
        {t('offer.next', { name: next.student.name })}
        <ArrowRightIcon aria-hidden />
      </Button>
    </div>
  );
}
