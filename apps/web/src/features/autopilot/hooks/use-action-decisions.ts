import { useActionRefusal } from '../../../shared/hooks/use-action-refusal.ts';
import {
  useApproveAutopilotActionMutation,
  useRejectAutopilotActionMutation,
  useUndoAutopilotActionMutation,
} from '../api/autopilot-api.ts';

export type Decision =
  | { kind: 'approve'; id: string; subject?: string; bodyHtml?: string }
  | { kind: 'reject'; id: string }
  | { kind: 'undo'; id: string };

/**
 * Approve (as written or edited), reject or undo one action, keeping the server's refusal to show
 * above the queue. The queue refetches through the cache tag.
 */
export function useActionDecisions() {
  const [approve, approveState] = useApproveAutopilotActionMutation();
  const [reject, rejectState] = useRejectAutopilotActionMutation();
  const [undo, undoState] = useUndoAutopilotActionMutation();
  const { error, clearError, attempt } = useActionRefusal('The action could not be changed. Please try again.');
  const run = (decision: Decision) =>
    attempt(() => {
      if (decision.kind === 'approve') {
        const { kind: _kind, ...body } = decision;
        return approve(body).unwrap();
      }
      return (decision.kind === 'reject' ? reject({ id: decision.id }) : undo({ id: decision.id })).unwrap();
    });
  const busyId =
    (approveState.isLoading && approveState.originalArgs?.id) ||
    (rejectState.isLoading && rejectState.originalArgs?.id) ||
    (undoState.isLoading && undoState.originalArgs?.id) ||
    null;
  return { run, error, clearError, busyId };
}
