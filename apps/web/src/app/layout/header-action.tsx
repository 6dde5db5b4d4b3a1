import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

interface HeaderActionProps extends ComponentProps<typeof Button> {
  icon: LucideIcon;
  label: string;
}

/**
 * A header button that shows its label on wide screens and only its icon (with a tooltip) on
 * narrow ones; its accessible name is the label either way. Spreads props so it can be a trigger.
 */
export function HeaderAction({ icon: Icon, label, ...props }: HeaderActionProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          aria-label={label}
          className="size-9 px-0 lg:w-auto lg:px-3"
          {...props}
        >
          <Icon aria-hidden />
          <span className="hidden lg:inline">{label}</span>
        </Button>
      </TooltipTrigger>
      <TooltipContent className="lg:hidden">{label}</TooltipContent>
    </Tooltip>
  );
}
