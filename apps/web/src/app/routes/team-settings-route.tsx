import { TeamSettingsPage } from '../../features/team/components/team-settings-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /settings/team */
export function TeamSettingsRoute() {
  useDocumentTitle('Team');
  return <TeamSettingsPage />;
}
