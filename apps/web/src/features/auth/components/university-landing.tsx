import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUniversitySignIn } from '../api/login';

/** What the server's callback put in the fragment: a one-time code, or why there is none. */
function readFragment(hash: string) {
  const fragment = new URLSearchParams(hash.slice(1));
  return { code: fragment.get('code'), notOnRoll: fragment.get('refused') === 'notOnRoll' };
}

/**
 * Where the university's sign-in comes back to: the one-time code is exchanged for the session
 * at once, or the page says why there is none.
 */
export function UniversityLanding() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [{ code, notOnRoll }] = useState(() => readFragment(hash));
  const signIn = useUniversitySignIn();
  const asked = useRef(false);

  useEffect(() => {
    // The code is wiped from the address bar and history, and asked for once (StrictMode runs
    // effects twice; a code is good for one exchange only).
    if (!code || asked.current) return;
    asked.current = true;
    void navigate(paths.universitySignIn, { replace: true });
    signIn.mutate(code, { onSuccess: () => navigate(paths.dashboard, { replace: true }) });
  }, [code, navigate, signIn]);

  const failed = !code || signIn.isError;
  if (!failed) {
    return (
      <Card className="w-full" aria-busy="true">
        <CardHeader>
          <CardTitle as="h1" className="flex items-center gap-2 text-2xl">
            <Spinner aria-hidden />
            {t('university.landingTitle')}
          </CardTitle>
        </CardHeader>
      </Card>
    );
  }
  return (
    <Card className="w-full" role="alert">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {notOnRoll ? t('university.notOnRollTitle') : t('university.failedTitle')}
        </CardTitle>
        <CardDescription className="text-base text-foreground">
          {notOnRoll ? t('university.notOnRoll') : t('university.failed')}
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild className="w-full">
          <Link to={paths.login}>{t('university.tryAgain')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
