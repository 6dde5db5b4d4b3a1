import { MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * Where a class meets. A room's name already says what it is ("DK1", "Bilik Tutorial 7",
 * "Makmal 1"), so it is shown as it is, behind a pin; a word would double it ("Bilik Bilik
 * Tutorial 7"). Screen readers hear the pin as "Venue".
 */
export function MeetingRoom({ room, className }: { room: string; className?: string }) {
  const { t } = useTranslation('schedule');
  return (
    <span className={cn('flex items-start gap-1', className)}>
      <MapPinIcon className="mt-px size-3 shrink-0" aria-hidden />
      <span className="sr-only">{t('meeting.venue')} </span>
      <span className="min-w-0 break-words">{room}</span>
    </span>
  );
}
