import { Alert } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/** Shown while the provider's consent tab is open; `what` is the part of the page that updates. */
export function AwaitingConsentAlert({ what, onDismiss }: { what: string; onDismiss: () => void }) {
  return (
    <Alert
      variant="light"
      color="indigo"
      icon={<IconExternalLink size={18} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
      role="status"
    >
      Finish connecting in the new tab. {what} updates as soon as you are done.
    </Alert>
  );
}
