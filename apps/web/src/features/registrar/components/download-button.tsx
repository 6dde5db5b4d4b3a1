import { useMutation } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/http-client';

interface DownloadButtonProps {
  /** Fetches the file with the session's token and saves it. */
  download: () => Promise<void>;
  /** The toast's title when the file cannot be had; the server's sentence says why. */
  failed: string;
  /** The accessible name when the visible text alone would not say which file (each card has one). */
  label?: string;
  children: ReactNode;
}

/** A download in the console: busy while the file comes, a toast when it cannot. */
export function DownloadButton({ download, failed, label, children }: DownloadButtonProps) {
  const { toast } = useToast();
  const saving = useMutation({
    mutationFn: download,
    onError: (failure) =>
      toast({ variant: 'destructive', title: failed, description: serverMessage(failure) }),
  });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={label}
      aria-busy={saving.isPending || undefined}
      disabled={saving.isPending}
      onClick={() => saving.mutate()}
    >
      {saving.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <DownloadIcon className="size-4" aria-hidden />
      )}
      {children}
    </Button>
  );
}
