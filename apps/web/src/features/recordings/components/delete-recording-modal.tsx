import { errorMessageOf } from '../../../api/base-query.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { useDeleteRecordingMutation } from '../api/recordings-api.ts';

interface DeleteRecordingModalProps {
  /** The recording to delete; the dialog is open while it is set. */
  recording: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a call recording; the server's refusal shows inside the dialog. */
export function DeleteRecordingModal({ recording, onClose, onDeleted }: DeleteRecordingModalProps) {
  const [deleteRecording, deletion] = useDeleteRecordingMutation();
  const handleClose = () => {
    deletion.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!recording) return;
    void deleteRecording(recording.id)
      .unwrap()
      .then(() => {
        deletion.reset();
        onDeleted();
      })
      .catch(() => undefined);
  };

  return (
    <ConfirmModal
      title={`Delete ${recording?.title ?? 'this recording'}?`}
      confirmLabel="Delete recording"
      opened={recording !== null}
      isBusy={deletion.isLoading}
      error={
        deletion.isError ? (errorMessageOf(deletion.error) ?? 'The recording could not be deleted. Try again.') : null
      }
      errorTitle="Not deleted"
      onConfirm={handleConfirm}
      onClose={handleClose}
    >
      The recording, its transcript and its summary are deleted for everyone in the organisation. This cannot be undone.
    </ConfirmModal>
  );
}
