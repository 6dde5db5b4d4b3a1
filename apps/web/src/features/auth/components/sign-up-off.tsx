import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The register screen when the university makes every account (`SIGNUP=off`). */
export function SignUpOff() {
  const { t } = useTranslation('auth');
  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t('university.signUpOffTitle')}
        </CardTitle>
        <CardDescription className="text-base">{t('university.signUpOff')}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild className="w-full">
          <Link to={paths.login}>{t('university.signIn')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
