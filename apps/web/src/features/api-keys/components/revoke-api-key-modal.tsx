import type { ApiKey } from '@leadpilot/contracts';
import { errorMessageOf } from '../../../api/base-query.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { useDeactivateApiKeyMutation } from '../api/api-keys-api.ts';

interface RevokeApiKeyModalProps {
  apiKey: ApiKey;
  opened: boolean;
  onClose: () => void;
}

/** Asks before revoking a key: whatever uses it is refused from its next request. */
export function RevokeApiKeyModal({ apiKey, opened, onClose }: RevokeApiKeyModalProps) {
  const [deactivate, { isLoading, error }] = useDeactivateApiKeyMutation();
  const handleConfirm = async () => {
    try {
      await deactivate({ id: apiKey.id }).unwrap();
      onClose();
    } catch {
      // The refusal shows in the dialog.
    }
  };
  return (
    <ConfirmModal
      title={`Revoke ${apiKey.name}?`}
      confirmLabel="Revoke key"
      opened={opened}
      isBusy={isLoading}
      error={error ? (errorMessageOf(error) ?? 'The key could not be revoked.') : null}
      errorTitle="Not revoked"
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    >
      Every script or tool using {apiKey.prefix}… is refused from its next request. This cannot be undone: create a new
      key to let it in again.
    </ConfirmModal>
  );
}
