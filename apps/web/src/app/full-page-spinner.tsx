import { Spinner } from '@/components/ui/spinner';

/** Shown while the session loads, before any guard can decide (spec section 2). */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
