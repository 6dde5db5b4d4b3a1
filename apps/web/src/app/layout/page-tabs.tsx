import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';

export interface PageTab {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path, not on the pages under it. */
  end?: boolean;
}

/**
 * A bar of tabs that are pages, so links. On a narrow screen the tabs share its width; when they
 * cannot, the bar scrolls sideways inside itself rather than widening the page.
 */
export function PageTabs({ label, tabs }: { label: string; tabs: PageTab[] }) {
  const bar = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the bar may be scrolled: the current tab is brought into it, so a person always
  // sees where they are. An observer says whether it is in view once the page is laid out:
  // measuring it during the commit forced a layout of the whole half-built page in the render's
  // long task (90 ms on a slow phone), on every page, for a bar that rarely needs scrolling.
  useEffect(() => {
    const current = bar.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar.current || !current) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        const scroller = bar.current;
        if (!scroller || !entry || entry.intersectionRatio >= 1) return;
        scroller.scrollLeft = current.offsetLeft + current.offsetWidth - scroller.clientWidth;
      },
      { root: bar.current, threshold: 1 },
    );
    observer.observe(current);
    return () => observer.disconnect();
  }, [pathname]);
  return (
    <nav ref={bar} aria-label={label} className="relative max-w-full overflow-x-auto">
      <ul className="flex w-full min-w-min gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto">
        {tabs.map(({ to, label: tabLabel, icon: Icon, end }) => (
          <li key={to} className="flex flex-1 sm:flex-none">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-9 w-full items-center justify-center gap-2 rounded-md px-2 py-1.5 text-center text-sm leading-tight font-medium transition-colors sm:px-3 sm:whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isActive
                    ? 'bg-card text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              <Icon className="hidden size-4 sm:block" aria-hidden />
              {tabLabel}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
