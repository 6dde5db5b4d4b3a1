import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { DayPicker, getDefaultClassNames } from 'react-day-picker';
import { enGB, ms } from 'react-day-picker/locale';
import { useTranslation } from 'react-i18next';
import type { Language } from '@daftar/contract';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { buttonVariants } from './button';

// Month and weekday names and the buttons' accessible names, in each interface language; both
// start weeks on Monday (spec section 9).
const DAY_PICKER_LOCALES: Record<Language, typeof enGB> = { en: enGB, ms };

/**
 * react-day-picker styled with the theme tokens, in the interface's language. Keyboard
 * navigation is the library's own.
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: ComponentProps<typeof DayPicker>) {
  // Subscribed to the language, so switching it redraws the month in the new one.
  useTranslation();
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      locale={DAY_PICKER_LOCALES[currentLanguage()]}
      showOutsideDays={showOutsideDays}
      className={cn('w-fit p-2', className)}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4', defaults.months),
        month: cn('flex w-full flex-col gap-3', defaults.month),
        nav: cn(
          'absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1',
          defaults.nav,
        ),
        button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8'),
        button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8'),
        month_caption: cn(
          'flex h-8 w-full items-center justify-center px-8',
          defaults.month_caption,
        ),
        caption_label: cn('text-sm font-medium', defaults.caption_label),
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'flex-1 text-[0.8rem] font-normal text-muted-foreground select-none',
        week: 'mt-1 flex w-full',
        // A flex box, so a day without a button (a calendar to read, not to pick from) has its
        // number centred in the highlighted square, not on the square's first line.
        day: 'relative flex aspect-square size-9 items-center justify-center p-0 text-sm select-none',
        day_button: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-9 p-0 font-normal aria-selected:opacity-100',
        ),
        today: 'rounded-md ring-1 ring-primary/60',
        outside: 'text-muted-foreground aria-selected:text-muted-foreground',
        disabled: 'text-muted-foreground opacity-50',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClassName }) => {
          const Icon = orientation === 'left' ? ChevronLeftIcon : ChevronRightIcon;
          return <Icon className={cn('size-4', chevronClassName)} aria-hidden />;
        },
      }}
      {...props}
    />
  );
}
