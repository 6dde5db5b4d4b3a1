import { AlertCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface ErrorStateProps {
  title: string;
  /** Why it failed, when there is something useful to say. */
  message?: string;
  /** The way on: a retry, or a way back. */
  action: ReactNode;
}

/** A failed load, shown in place of the content that could not be shown. */
export function ErrorState({ title, message, action }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <p className="flex items-center gap-2 font-medium text-destructive">
        <AlertCircleIcon className="size-4 shrink-0" aria-hidden />
        {title}
      </p>
      {message && <p className="text-sm break-words text-muted-foreground">{message}</p>}
      {action}
    </div>
  );
}
