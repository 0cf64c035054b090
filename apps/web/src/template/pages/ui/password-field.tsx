import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A password input whose show/hide toggle is reachable by keyboard too. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleFocusable {...props} />;
}
