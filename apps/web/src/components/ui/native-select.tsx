import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The browser's own select, drawn like SelectTrigger: a phone opens its own picker, and the page
 * pays no script for it. Radix Select, closed, still renders every option into a hidden list and
 * sets state for each as it mounts, which React renders before the page's first paint. A long
 * value ends in an ellipsis inside the box; the list shows it whole.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative min-w-0', className)}>
      <select
        data-slot="native-select"
        className="h-9 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-card py-2 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
        {...props}
      />
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50"
        aria-hidden
      />
    </div>
  );
}
