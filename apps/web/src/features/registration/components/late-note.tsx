import type { Period } from '@daftar/contract';
import { ClockAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { currentLanguage } from '@/lib/i18n';

/** A submission after the window is a late registration: what it means, before it is sent. */
export function LateNote({ period }: { period: Period }) {
  const { t } = useTranslation('registration');
  const { stages } = period;
  const late =
    stages.current.includes('lateRegistration') && !stages.current.includes('registration');
  if (!late) return null;
  // The registrar's note in the reader's language; the English one where no Malay is written.
  const note =
    stages.lateNote &&
    (currentLanguage() === 'ms' && stages.lateNote.ms ? stages.lateNote.ms : stages.lateNote.en);
  return (
    <section
      role="note"
      aria-label={t('stages.lateTitle')}
      className="grid gap-1 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <ClockAlertIcon className="size-4 shrink-0" aria-hidden />
        {t('stages.lateTitle')}
      </p>
      <p>
        {t('stages.lateMarked', {
          date: formatDate(stages.lateRegistrationEndDate ?? period.endDate),
        })}
      </p>
      {note && <p className="whitespace-pre-line">{note}</p>}
    </section>
  );
}
