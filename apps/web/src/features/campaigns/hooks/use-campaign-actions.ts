import { useNavigate } from 'react-router';
import { useActionRefusal } from '../../../shared/hooks/use-action-refusal.ts';
import {
  useDeleteCampaignMutation,
  useDuplicateCampaignMutation,
  useTransitionCampaignMutation,
} from '../api/campaign-actions.ts';

export type CampaignAction = 'pause' | 'resume' | 'archive' | 'duplicate' | 'delete';

/** Runs a campaign's actions and keeps the server's refusal to show beside them. */
export function useCampaignActions() {
  const navigate = useNavigate();
  const [transition, transitionState] = useTransitionCampaignMutation();
  const [duplicate, duplicateState] = useDuplicateCampaignMutation();
  const [remove, removeState] = useDeleteCampaignMutation();
  const { error, clearError, attempt } = useActionRefusal('This could not be done. Please try again.');

  /** Runs the action; answers whether it worked (a refusal's message is kept in `error`). */
  const run = (action: CampaignAction, id: string): Promise<boolean> =>
    attempt(async () => {
      if (action === 'duplicate') {
        const copy = await duplicate(id).unwrap();
        void navigate(`/campaigns/${copy.id}/edit`);
      } else if (action === 'delete') {
        await remove(id).unwrap();
      } else {
        await transition({ action, id }).unwrap();
      }
    });

  return {
    run,
    error,
    clearError,
    isBusy: transitionState.isLoading || duplicateState.isLoading || removeState.isLoading,
  };
}
