import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';

interface SkipEmailsModalProps {
  /** "the email to Ada Lovelace, step 2" or "3 emails". */
  subject: string;
  count: number;
  opened: boolean;
  isSkipping: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before skipping scheduled emails. */
export function SkipEmailsModal({
  subject,
  count,
  opened,
  isSkipping,
  error,
  onConfirm,
  onClose,
}: SkipEmailsModalProps) {
  return (
    <ConfirmModal
      title={`Skip ${subject}?`}
      confirmLabel={count === 1 ? 'Skip email' : `Skip ${count} emails`}
      opened={opened}
      isBusy={isSkipping}
      error={error}
      errorTitle="Not skipped"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {count === 1 ? 'The email is not sent, and the prospect’s' : 'The emails are not sent, and each prospect’s'}{' '}
      sequence moves on to its next step. This cannot be undone.
    </ConfirmModal>
  );
}
