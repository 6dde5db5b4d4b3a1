import { RegistrationPage } from '@/features/registration/components/registration-page';
import { useSession } from '@/features/auth/session-context';
import { PageTitle } from './page-title';

export function RegistrationRoute() {
  const { user } = useSession();
  // RoleRoute renders this only for a signed-in student.
  if (!user) return null;
  return (
    <>
      <PageTitle page="registration" />
      <RegistrationPage userId={user.id} />
    </>
  );
}
