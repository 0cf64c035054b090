import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /profile */
export function ProfileRoute() {
  useDocumentTitle('Your profile');
  return <ProfilePage />;
}
