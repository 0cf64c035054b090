import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { errorStatusOf, serverFieldErrors } from '../../../api/server-errors.ts';
import { useSaveCampaignMutation } from '../api/save-campaign.ts';
import { type BuilderDraft, bodyOf, draftFromDetail } from './builder-draft.ts';

/** A failed save: the server's message, its field errors, and whether someone else saved first. */
export interface SaveProblem {
  message: string;
  fields: Record<string, string>;
  isConflict: boolean;
}

/** The builder's working copy and its saving: each save keeps the revision the server answered. */
export function useCampaignBuilder(initial: BuilderDraft) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saveCampaign, saving] = useSaveCampaignMutation();

  const update = (patch: Partial<BuilderDraft>) => setDraft((current) => ({ ...current, ...patch }));

  /** Saves the draft; answers the saved campaign's id, or null when the server refused (kept in `problem`). */
  const save = async (): Promise<string | null> => {
    setProblem(null);
    try {
      const saved = await saveCampaign(bodyOf(draft)).unwrap();
      // The server's copy wins for ids and revision; what is being edited stays as typed.
      setDraft((current) => ({ ...draftFromDetail(saved), name: current.name }));
      return saved.id;
    } catch (failure) {
      const isConflict = errorStatusOf(failure) === 409;
      setProblem({
        message: isConflict
          ? 'Someone else changed this campaign while you were editing, so your changes were not saved.'
          : (errorMessageOf(failure) ?? 'The campaign could not be saved. Please try again.'),
        fields: serverFieldErrors(failure),
        isConflict,
      });
      return null;
    }
  };

  return {
    draft,
    update,
    replace: (next: BuilderDraft) => {
      setDraft(next);
      setProblem(null);
    },
    save,
    isSaving: saving.isLoading,
    problem,
    clearProblem: () => setProblem(null),
  };
}
