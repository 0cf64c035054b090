import { Alert, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { useSubmitFeedback } from '../ui/use-submit-feedback.ts';
import { type PasswordValues, passwordSchema } from './account-schemas.ts';
import { FormActions } from './form-actions.tsx';

/** Change the password: checked here; the demo account keeps no password to change, so it confirms only. */
export function SecurityTab() {
  const feedback = useSubmitFeedback();
  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(passwordSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const handleSubmit = form.onSubmit(() =>
    feedback.run(async () => {
      form.reset();
      return 'Your password was changed.';
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="md">
        <Title order={3} fz="h5">
          Change password
        </Title>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
          {...form.getInputProps('currentPassword')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <Alert variant="light" icon={<IconShieldLock size={18} />} title="Password requirements">
          <List size="sm">
            <List.Item>At least 8 characters: the longer, the better</List.Item>
            <List.Item>Different from the current password</List.Item>
          </List>
        </Alert>
        <Text size="xs" c="dimmed">
          Other signed-in devices stay signed in until their session ends.
        </Text>
        <FormFeedback error={feedback.error} success={feedback.success} />
        <FormActions isSaving={false} onReset={form.reset} />
      </Stack>
    </form>
  );
}
