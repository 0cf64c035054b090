import { IconMailQuestion } from '@tabler/icons-react';
import { CenteredState } from '../../../shared/ui/centered-state.tsx';

/** A mailbox id that names no mailbox of this organisation. */
export function MailboxNotFound() {
  return (
    <CenteredState
      icon={<IconMailQuestion size={34} stroke={1.6} />}
      title="This mailbox could not be found"
      description="The link may be mistyped, or the mailbox belongs to another organisation."
      actionTo="/mailboxes"
      actionLabel="Back to mailboxes"
    />
  );
}
