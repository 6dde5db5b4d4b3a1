import { textIn } from '@daftar/contract';
import { MegaphoneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { currentLanguage } from '@/lib/i18n';
import { useAnnouncements } from '../api/get-announcements';

/** The registrar's announcements published now (spec section 2, issue 42), in the reader's language. */
export function AnnouncementsCard() {
  // useTranslation renders the card again when the language changes.
  const { t } = useTranslation('dashboard');
  const language = currentLanguage();
  const { data: announcements, isPending, isError } = useAnnouncements();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('announcements.title')}</CardTitle>
        <CardDescription>{t('announcements.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-4" aria-hidden>
            {[0, 1].map((row) => (
              <div key={row} className="h-14 rounded-md bg-muted" />
            ))}
          </div>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">{t('announcements.error')}</p>
        ) : announcements.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('announcements.empty')}</p>
        ) : (
          <ul className="grid gap-4">
            {announcements.map((announcement) => (
              <li key={announcement.id} className="grid gap-1 border-l-2 border-primary pl-3">
                <h3 className="flex items-center gap-2 text-sm font-semibold">
                  <MegaphoneIcon className="size-4 shrink-0 text-primary" aria-hidden />
                  {textIn(announcement.title, language)}
                </h3>
                <p className="text-sm whitespace-pre-line text-muted-foreground">
                  {textIn(announcement.body, language)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
