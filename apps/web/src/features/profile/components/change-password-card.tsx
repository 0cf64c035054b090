import { changePasswordBodySchema, passwordMinLength } from '@leadpilot/contracts';
import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { errorMessageOf } from '../../../api/base-query.ts';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';

const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

const emptyPasswords: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password; the server then signs the user out on every other device. */
export function ChangePasswordCard() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useForm<ChangePasswordFormValues>({
    initialValues: emptyPasswords,
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      form.reset();
    } catch (error) {
      // The HTTP client has shown the server's message; repeat it next to the field it is about.
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        return;
      }
      const message = errorMessageOf(error);
      if (!message) return;
      form.setFieldError(/current password/i.test(message) ? 'currentPassword' : 'newPassword', message);
    }
  });

  return (
    <Card component="section" aria-labelledby="change-password-title">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="change-password-title">
              Change password
            </Title>
            <Text size="sm" c="dimmed">
              Use at least {passwordMinLength} characters; a passphrase works well. Changing your password signs you out
              on every other device; you stay signed in here.
            </Text>
          </Stack>
          <fieldset disabled={isLoading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                {...form.getInputProps('currentPassword')}
              />
              <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
            </SimpleGrid>
          </fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={isLoading}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
