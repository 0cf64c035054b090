import { idSchema } from '@leadpilot/contracts';
import { useParams } from 'react-router';
import { PersonNotFound } from '../../features/prospects/components/person-not-found.tsx';
import { PersonPage } from '../../features/prospects/components/person-page.tsx';

/** /prospects/people/:id */
export function PersonRoute() {
  const { id } = useParams();
  const personId = idSchema.safeParse(id);
  if (!personId.success) return <PersonNotFound />;
  return <PersonPage key={personId.data} personId={personId.data} />;
}
