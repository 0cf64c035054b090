import type { CampaignProspectRow } from '@leadpilot/contracts';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useResumeProspectMutation, useStopProspectMutation } from '../api/campaign-actions.ts';

export type ProspectAction = 'stop' | 'resume';

/** Stopping and resuming one prospect of a campaign: which one is busy, and the last refusal. */
export function useProspectActions(campaignId: string) {
  const [stopProspect] = useStopProspectMutation();
  const [resumeProspect] = useResumeProspectMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: ProspectAction, prospect: CampaignProspectRow) => {
    setBusyId(prospect.enrolmentId);
    setError(null);
    const body = { campaignId, enrolmentId: prospect.enrolmentId };
    try {
      await (action === 'stop' ? stopProspect(body) : resumeProspect(body)).unwrap();
    } catch (failure) {
      const fallback = action === 'stop' ? 'The prospect could not be stopped.' : 'The prospect could not be resumed.';
      setError(errorMessageOf(failure) ?? fallback);
    } finally {
      setBusyId(null);
    }
  };

  return { run, busyId, error };
}
