import { IconLock } from '@tabler/icons-react';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { CenteredState } from '../../shared/ui/centered-state.tsx';

/** Shown in place of a page the user's role does not allow. */
export function NotAuthorizedRoute() {
  useDocumentTitle('Not authorized');
  return (
    <CenteredState
      icon={<IconLock size={34} stroke={1.6} />}
      color="orange"
      title="You don’t have access to this page"
      description="Your role does not include this area. If you need it, ask an owner or admin of your organisation."
    />
  );
}
