import { SavedListsPage } from '../../features/prospects/components/saved-lists-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /prospects/lists */
export function SavedListsRoute() {
  useDocumentTitle('Lists');
  return <SavedListsPage />;
}
