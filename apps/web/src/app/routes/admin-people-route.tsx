import { PeopleDataPage } from '../../features/admin/components/people-data-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /admin/people (super-admin only) */
export function AdminPeopleRoute() {
  useDocumentTitle('People data');
  return <PeopleDataPage />;
}
