import { idSchema } from '@leadpilot/contracts';
import { useParams } from 'react-router';
import { SavedListNotFound } from '../../features/prospects/components/saved-list-not-found.tsx';
import { SavedListPage } from '../../features/prospects/components/saved-list-page.tsx';

/** /prospects/lists/:id */
export function SavedListRoute() {
  const { id } = useParams();
  const listId = idSchema.safeParse(id);
  if (!listId.success) return <SavedListNotFound />;
  // A new list id starts with fresh paging and selection.
  return <SavedListPage key={listId.data} listId={listId.data} />;
}
