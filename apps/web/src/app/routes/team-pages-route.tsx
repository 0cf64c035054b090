import { TeamPagesPage } from '../../features/meetings/components/team-pages-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /mailboxes/team-pages */
export function TeamPagesRoute() {
  useDocumentTitle('Team pages');
  return <TeamPagesPage />;
}
