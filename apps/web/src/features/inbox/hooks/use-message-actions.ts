import type { InboxLabel } from '@leadpilot/contracts';
import { useState } from 'react';
import { useActionRefusal } from '../../../shared/hooks/use-action-refusal.ts';
import {
  useDeleteInboxMessageMutation,
  useRestoreInboxMessageMutation,
  useSetInboxHandledMutation,
  useSetInboxLabelMutation,
  useSnoozeInboxMessageMutation,
} from '../api/inbox-actions.ts';

/** A deleted message the person may still bring back. */
export interface DeletedMessage {
  id: string;
  subject: string;
}

/**
 * What a person does to one message (label, handled, snooze, delete and its undo), with the
 * server's refusal kept to show beside the message. The list, counts and detail load again
 * through the cache tags.
 */
export function useMessageActions() {
  const [setLabel, labelState] = useSetInboxLabelMutation();
  const [setHandled, handledState] = useSetInboxHandledMutation();
  const [snooze, snoozeState] = useSnoozeInboxMessageMutation();
  const [remove, removeState] = useDeleteInboxMessageMutation();
  const [restore, restoreState] = useRestoreInboxMessageMutation();
  const [deleted, setDeleted] = useState<DeletedMessage | null>(null);
  const { error, clearError, attempt } = useActionRefusal('The message could not be changed. Please try again.');

  return {
    error,
    clearError,
    deleted,
    dismissDeleted: () => setDeleted(null),
    isLabelling: labelState.isLoading,
    isHandling: handledState.isLoading,
    isSnoozing: snoozeState.isLoading,
    isDeleting: removeState.isLoading || restoreState.isLoading,
    overrideLabel: (id: string, label: InboxLabel | null) => attempt(() => setLabel({ id, label }).unwrap()),
    setHandled: (id: string, handled: boolean) => attempt(() => setHandled({ id, handled }).unwrap()),
    snooze: (id: string, until: string | null) => attempt(() => snooze({ id, until }).unwrap()),
    remove: async (message: DeletedMessage) => {
      const done = await attempt(() => remove(message.id).unwrap());
      if (done) setDeleted(message);
      return done;
    },
    undoDelete: async () => {
      if (!deleted) return false;
      const done = await attempt(() => restore(deleted.id).unwrap());
      if (done) setDeleted(null);
      return done;
    },
  };
}
export type MessageActions = ReturnType<typeof useMessageActions>;
