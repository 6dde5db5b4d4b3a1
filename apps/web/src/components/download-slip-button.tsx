import { useMutation } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { downloadRegistrationSlip } from '@/lib/api/download-registration-slip';
import { serverMessage } from '@/lib/http-client';

interface DownloadSlipButtonProps {
  /** A past registration's slip; the current registration's when not given. */
  registrationId?: number;
  variant?: ButtonProps['variant'];
  className?: string;
}

/** "Download registration slip": the PDF a student prints for sponsors and offices (issue 22). */
export function DownloadSlipButton({
  registrationId,
  variant = 'outline',
  className,
}: DownloadSlipButtonProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const download = useMutation({
    mutationFn: () => downloadRegistrationSlip(registrationId),
    onError: (failure) =>
      toast({
        variant: 'destructive',
        title: t('slip.failed'),
        description: serverMessage(failure),
      }),
  });
  return (
    <Button
      type="button"
      variant={variant}
      className={className}
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      <DownloadIcon className="size-4" aria-hidden />
      {download.isPending ? t('slip.downloading') : t('slip.download')}
    </Button>
  );
}
