import '@/features/profile/i18n';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { PageTitle } from './page-title';

export function ProfileRoute() {
  return (
    <>
      <PageTitle page="profile" />
      <ProfilePage />
    </>
  );
}
