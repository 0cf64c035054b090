import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
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
  const [error, setError] = useState<string | null>(null);

  /** Runs the action; answers whether it worked (a refusal's message is kept in `error`). */
  const run = async (action: CampaignAction, id: string): Promise<boolean> => {
    setError(null);
    try {
      if (action === 'duplicate') {
        const copy = await duplicate(id).unwrap();
        void navigate(`/campaigns/${copy.id}/edit`);
      } else if (action === 'delete') {
        await remove(id).unwrap();
      } else {
        await transition({ action, id }).unwrap();
      }
      return true;
    } catch (failure) {
      setError(errorMessageOf(failure) ?? 'This could not be done. Please try again.');
      return false;
    }
  };

  return {
    run,
    error,
    clearError: () => setError(null),
    isBusy: transitionState.isLoading || duplicateState.isLoading || removeState.isLoading,
  };
}
