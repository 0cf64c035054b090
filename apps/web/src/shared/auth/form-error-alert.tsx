import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The server's answer to a failed form, repeated inline next to the fields. */
export function FormErrorAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="form-error">
      {message}
      {children}
    </Alert>
  );
}
