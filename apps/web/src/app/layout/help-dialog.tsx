import { CircleHelpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RegistrationGuide } from '@/components/registration-guide';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { HeaderAction } from './header-action';

/** The registration guide and who to contact (spec section 2). */
export function HelpDialog() {
  const { t } = useTranslation('layout');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <HeaderAction icon={CircleHelpIcon} label={t('help.trigger')} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('help.title')}</DialogTitle>
          <DialogDescription>{t('help.description')}</DialogDescription>
        </DialogHeader>
        <RegistrationGuide />
      </DialogContent>
    </Dialog>
  );
}
