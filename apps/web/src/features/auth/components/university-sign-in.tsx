import { API, type AuthMethods } from '@daftar/contract';
import { Building2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { universityLabel } from '../api/auth-methods';

/**
 * The way in with the university's own account: a plain link, since the sign-in is a full-page
 * trip through the university's login page and back.
 */
export function UniversitySignInButton({ methods }: { methods: AuthMethods }) {
  useTranslation('auth');
  return (
    <Button asChild size="lg" className="w-full">
      <a href={API.universitySignInStart}>
        <Building2Icon aria-hidden />
        {universityLabel(methods, currentLanguage())}
      </a>
    </Button>
  );
}

/** "or", between the university's sign-in and the password form. */
export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex items-center gap-3 text-sm text-muted-foreground">
      <span className="h-px flex-1 bg-border" aria-hidden />
      {t('university.or')}
      <span className="h-px flex-1 bg-border" aria-hidden />
    </div>
  );
}
