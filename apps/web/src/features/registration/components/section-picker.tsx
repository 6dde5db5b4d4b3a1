import type { Section } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { scheduleText } from '@/lib/schedule-text';
import { Badge } from '@/components/ui/badge';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { quotaLevel, seatsAvailable } from '../quota';
import { QUOTA_BADGE_VARIANTS } from './quota-badge';

/** The picker's value for "let the server choose" (decisions.md section 2). */
export const ANY_SECTION = 'any';

interface SectionPickerProps {
  sections: Section[];
  value: string;
  onValueChange: (value: string) => void;
  disabled: boolean;
  labelledBy: string;
  /** Of a subject of several parts: the part's code, whose sections read L1, T2 (decision 039). */
  part?: string;
  /** A section that cannot go with what is chosen in another part (its link). */
  unlinked?: (section: Section) => boolean;
  /** The section of another part it goes only with, as the student reads it (L1). */
  goesWith?: (section: Section) => string | undefined;
}

const OPTION =
  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

/**
 * The subject's sections, each with its number padded to 2 digits, seats available/capacity,
 * schedule and lecturer (spec section 2). A full section cannot be picked.
 */
export function SectionPicker({
  sections,
  value,
  onValueChange,
  disabled,
  labelledBy,
  part,
  unlinked = () => false,
  goesWith = () => undefined,
}: SectionPickerProps) {
  const { t } = useTranslation('registration');
  const anyId = part === undefined ? 'section-any' : `section-any-${part}`;
  return (
    <RadioGroup
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      aria-labelledby={labelledBy}
      className="gap-2"
    >
      <label htmlFor={anyId} className={OPTION}>
        <RadioGroupItem value={ANY_SECTION} id={anyId} className="mt-0.5" />
        <span className="text-sm font-medium">
          {part === undefined ? t('details.anySection') : t('details.anyOfPart')}
        </span>
      </label>
      {sections.map((section) => {
        // Seats kept for a group the student is not of (decision 040) are not theirs to take.
        const open = section.openToYou;
        const seats =
          open === undefined
            ? { total: section.capacity, registered: section.registered }
            : { total: section.capacity, registered: section.capacity - open };
        const available = seatsAvailable(seats);
        const id = `section-${section.id}`;
        return (
          <label key={section.id} htmlFor={id} className={OPTION}>
            <RadioGroupItem
              value={String(section.id)}
              id={id}
              disabled={available === 0 || unlinked(section)}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-seats ${id}-details`}
              className="mt-0.5"
            />
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span id={`${id}-name`} className="text-sm font-medium">
                  {part === undefined
                    ? t('details.sectionNumber', {
                        number: String(section.number).padStart(2, '0'),
                      })
                    : `${part}${section.number}`}
                </span>
                <Badge id={`${id}-seats`} variant={QUOTA_BADGE_VARIANTS[quotaLevel(seats)]}>
                  {open === undefined
                    ? t('details.seats', { available, capacity: section.capacity })
                    : t('details.seatsOpenToYou', { open, capacity: section.capacity })}
                </Badge>
              </span>
              <span id={`${id}-details`} className="grid gap-0.5 text-sm text-muted-foreground">
                <span className="break-words">{scheduleText(section.meetings)}</span>{' '}
                <span className="break-words">
                  {t('details.lecturer', { lecturer: section.lecturer })}
                </span>
                {goesWith(section) && (
                  <span className="break-words">
                    {t('details.goesWith', { section: goesWith(section) })}
                  </span>
                )}
              </span>
            </span>
          </label>
        );
      })}
    </RadioGroup>
  );
}
