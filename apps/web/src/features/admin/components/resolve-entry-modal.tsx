import type { AdminCommLogEntry } from '@leadpilot/contracts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';

interface ResolveEntryModalProps {
  entry: AdminCommLogEntry;
  action: 'resend' | 'drop';
  opened: boolean;
  isBusy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before resending or dropping a message whose outcome is unknown: both are decisions for the prospect. */
export function ResolveEntryModal({
  entry,
  action,
  opened,
  isBusy,
  error,
  onConfirm,
  onClose,
}: ResolveEntryModalProps) {
  const recipient = entry.recipient ?? 'the recipient';
  const isResend = action === 'resend';
  return (
    <ConfirmModal
      title={isResend ? `Send the message to ${recipient} again?` : `Drop the message to ${recipient}?`}
      confirmLabel={isResend ? 'Resend message' : 'Drop message'}
      color={isResend ? 'indigo' : 'red'}
      opened={opened}
      isBusy={isBusy}
      error={error}
      errorTitle={isResend ? 'Not resent' : 'Not dropped'}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {isResend
        ? 'The mail server may have delivered the first attempt, so they could receive it twice. It goes back in the queue as a new attempt with a new Message-ID.'
        : 'The message is not sent again and the prospect’s sequence moves on to its next step. This cannot be undone.'}
    </ConfirmModal>
  );
}
