import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** What the waiting page does by itself, and what the student's turn will be like. */
export function WhatHappensNext() {
  const { t } = useTranslation('gate');
  return (
    <Card className="py-5" role="region" aria-labelledby="gate-next-title">
      <CardHeader>
        <CardTitle id="gate-next-title">{t('next.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm">
          <li>{t('next.turn')}</li>
          <li>{t('next.time')}</li>
          <li>{t('next.place')}</li>
        </ul>
      </CardContent>
    </Card>
  );
}
