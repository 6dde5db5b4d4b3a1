import { MegaphoneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The registry's two standing announcements (spec section 2). */
export function AnnouncementsCard() {
  const { t } = useTranslation('dashboard');
  const items = t('announcements.items', { returnObjects: true });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('announcements.title')}</CardTitle>
        <CardDescription>{t('announcements.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {items.map((item) => (
            <li key={item.title} className="grid gap-1 border-l-2 border-primary pl-3">
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <MegaphoneIcon className="size-4 text-primary" aria-hidden />
                {item.title}
              </h3>
              <p className="text-sm text-muted-foreground">{item.body}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
