import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

interface FormFeedbackProps {
  error?: string | null;
  success?: string | null;
}

/** The mock layer's answer to a form: its refusal in red, or its confirmation in green. */
export function FormFeedback({ error, success }: FormFeedbackProps) {
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {error}
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        {success}
      </Alert>
    );
  }
  return null;
}
