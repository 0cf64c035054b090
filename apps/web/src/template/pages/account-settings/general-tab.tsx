import { Button, FileButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import type { AccountSettingsReply } from '../../mocks/types.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { type GeneralValues, generalSchema } from './account-schemas.ts';
import { FormActions } from './form-actions.tsx';
import { useSaveSettings } from './use-save-settings.ts';

const maxAvatarBytes = 800 * 1024;

/** Reads a picture as a data URI, so the demo can keep it without uploading anything. */
function readAsDataUri(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Name, username, email, company and profile picture. */
export function GeneralTab({ settings }: { settings: AccountSettingsReply['general'] }) {
  const { save, isSaving, feedback } = useSaveSettings();
  const form = useForm<GeneralValues>({
    // RTK Query's data is frozen, and the form writes into its values: it gets its own copy.
    initialValues: { ...settings },
    validate: schemaResolver(generalSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  async function handlePicture(file: File | null) {
    if (!file) return;
    if (file.size > maxAvatarBytes) {
      form.setFieldError('avatar', 'The picture must be 800 KB or smaller');
      return;
    }
    form.setFieldValue('avatar', await readAsDataUri(file));
  }

  return (
    <form onSubmit={form.onSubmit((general) => save({ general }))} noValidate aria-label="General settings">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <UserAvatar
            name={form.values.fullName}
            src={form.values.avatar || null}
            alt="Profile picture"
            size={80}
            radius="md"
          />
          <Stack gap={6}>
            <Group gap="xs">
              <FileButton onChange={handlePicture} accept="image/png,image/jpeg,image/gif">
                {(props) => (
                  <Button {...props} size="xs" leftSection={<IconUpload size={14} aria-hidden />}>
                    Upload new photo
                  </Button>
                )}
              </FileButton>
              <Button size="xs" variant="default" onClick={() => form.setFieldValue('avatar', settings.avatar)}>
                Reset
              </Button>
            </Group>
            <Text size="xs" c={form.errors.avatar ? 'red' : 'dimmed'}>
              {form.errors.avatar ?? 'Allowed JPG, GIF or PNG. Max size of 800 KB.'}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Username" autoComplete="username" withAsterisk {...form.getInputProps('username')} />
          <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('fullName')} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput label="Company" autoComplete="organization" {...form.getInputProps('company')} />
        </SimpleGrid>
        <FormFeedback error={feedback.error} success={feedback.success} />
        <FormActions isSaving={isSaving} onReset={form.reset} />
      </Stack>
    </form>
  );
}
