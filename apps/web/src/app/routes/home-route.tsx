import { HomeDashboard } from '../../features/home/components/home-dashboard.tsx';
import { useAppAbility } from '../../session/app-ability.ts';
import { useUserData } from '../../session/use-session.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { productAreas } from '../navigation/product-areas.tsx';
import { useGettingStartedChecklist } from './use-getting-started-checklist.ts';

/** /home: the product dashboard. */
export function HomeRoute() {
  useDocumentTitle('Home');
  const userData = useUserData();
  const ability = useAppAbility();
  const checklist = useGettingStartedChecklist();
  const areas = productAreas.filter(
    (area) => area.isOnHome && ability.can(area.requires.action, area.requires.subject),
  );
  return (
    <HomeDashboard
      userName={userData?.name ?? ''}
      organisationName={userData?.organisation.name ?? 'your team'}
      areas={areas}
      checklist={checklist.items}
      isChecklistLoading={checklist.isLoading}
    />
  );
}
