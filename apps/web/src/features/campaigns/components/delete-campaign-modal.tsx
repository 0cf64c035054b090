import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';

interface DeleteCampaignModalProps {
  name: string;
  opened: boolean;
  isDeleting: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting a draft campaign. */
export function DeleteCampaignModal({ name, opened, isDeleting, error, onConfirm, onClose }: DeleteCampaignModalProps) {
  return (
    <ConfirmModal
      title={`Delete “${name}”?`}
      confirmLabel="Delete campaign"
      opened={opened}
      isBusy={isDeleting}
      error={error}
      errorTitle="Not deleted"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      The draft, its steps and its audience go away for everyone in your organisation.
    </ConfirmModal>
  );
}
