import { KeyboardIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

const SHORTCUTS = [
  ['A', 'approve'],
  ['R', 'reject'],
  ['J', 'next'],
  ['K', 'previous'],
  ['N', 'nextRegistration'],
  ['?', 'help'],
] as const;

interface ShortcutsHelpProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The detail's keyboard shortcuts, from a button or with "?". */
export function ShortcutsHelp({ open, onOpenChange }: ShortcutsHelpProps) {
  const { t } = useTranslation('review');
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm" className="w-fit">
          <KeyboardIcon aria-hidden />
          {t('shortcuts.button')}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={t('shortcuts.title')}
          className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-lg border bg-popover p-4 text-popover-foreground shadow-md outline-none"
        >
          <h2 className="font-semibold">{t('shortcuts.title')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('shortcuts.description')}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
            {SHORTCUTS.map(([key, action]) => (
              <div key={key} className="contents">
                <dt>
                  <kbd className="inline-flex min-w-6 justify-center rounded border bg-muted px-1.5 font-mono text-xs">
                    {key}
                  </kbd>
                </dt>
                <dd>{t(`shortcuts.${action}`)}</dd>
              </div>
            ))}
          </dl>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
