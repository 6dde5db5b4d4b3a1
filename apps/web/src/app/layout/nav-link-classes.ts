import { cn } from '@/lib/cn';

/** The look of a header navigation link; the current page is marked, not only by colour. */
export function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive
      ? 'bg-secondary text-secondary-foreground underline decoration-2 underline-offset-[6px]'
      : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
  );
}
