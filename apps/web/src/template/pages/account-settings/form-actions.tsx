import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  isSaving: boolean;
  onReset: () => void;
}

/** The save and reset buttons at the foot of each settings tab. */
export function FormActions({ isSaving, onReset }: FormActionsProps) {
  return (
    <Group gap="sm" mt="xs">
      <Button type="submit" loading={isSaving}>
        Save changes
      </Button>
      <Button variant="default" onClick={onReset}>
        Reset
      </Button>
    </Group>
  );
}
