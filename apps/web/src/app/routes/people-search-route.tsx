import { PeopleSearchPage } from '../../features/prospects/components/people-search-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /prospects */
export function PeopleSearchRoute() {
  useDocumentTitle('People search');
  return <PeopleSearchPage />;
}
