import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PageTitle } from './page-title';

/** Any path outside the route table (spec section 2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-svh items-center justify-center bg-background p-4">
      <PageTitle page="notFound" />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('notFound.title')}
          </CardTitle>
          <CardDescription>{t('notFound.description')}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to={paths.dashboard}>{t('notFound.home')}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
