import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

interface QueryErrorStateProps {
  message?: string | null;
  onRetry: () => void;
}

/** Inline error for a failed load, with a retry button. */
export function QueryErrorState({ message, onRetry }: QueryErrorStateProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="This could not be loaded">
      {message ?? 'Check your connection and try again.'}
      <Button
        mt="sm"
        size="xs"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={14} />}
        onClick={onRetry}
        display="block"
      >
        Try again
      </Button>
    </Alert>
  );
}
