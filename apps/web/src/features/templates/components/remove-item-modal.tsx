import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';

interface RemoveItemModalProps {
  title: string;
  description: string;
  confirmLabel: string;
  opened: boolean;
  onClose: () => void;
  /** Rejects with the server's error when it refuses (a field still in use). */
  onConfirm: () => Promise<unknown>;
}

/** Asks before removing a custom field or a signature, and shows why when the server refuses. */
export function RemoveItemModal({
  title,
  description,
  confirmLabel,
  opened,
  onClose,
  onConfirm,
}: RemoveItemModalProps) {
  const [isLoading, setLoading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleConfirm = async () => {
    setLoading(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setRefusal(errorMessageOf(error) ?? 'It could not be removed. Try again.');
    } finally {
      setLoading(false);
    }
  };

  return (
    <ConfirmModal
      title={title}
      confirmLabel={confirmLabel}
      opened={opened}
      isBusy={isLoading}
      error={refusal}
      errorTitle="Not removed"
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    >
      {description}
    </ConfirmModal>
  );
}
