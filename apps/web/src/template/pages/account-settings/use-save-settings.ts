import { notifications } from '@mantine/notifications';
import type { UpdateAccountSettingsRequest } from '../../mocks/types.ts';
import { useUpdateAccountSettingsMutation } from '../api/account-api.ts';
import { useSubmitFeedback } from '../ui/use-submit-feedback.ts';

const savedMessage = 'Your changes were saved.';

/** Saves one section of the settings, with the outcome for the tab's `FormFeedback` and a toast. */
export function useSaveSettings() {
  const [update, { isLoading }] = useUpdateAccountSettingsMutation();
  const feedback = useSubmitFeedback('The settings could not be saved. Try again.');
  const save = (changes: UpdateAccountSettingsRequest) =>
    feedback.run(async () => {
      await update(changes).unwrap();
      notifications.show({ color: 'green', message: savedMessage, autoClose: 2000 });
      return savedMessage;
    });
  return { save, isSaving: isLoading, feedback };
}
