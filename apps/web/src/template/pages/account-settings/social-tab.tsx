import { Avatar, Button, Divider, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { AccountSettingsReply } from '../../mocks/types.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { type SocialLinksValues, socialLinksSchema } from './account-schemas.ts';
import { FormActions } from './form-actions.tsx';
import { useSaveSettings } from './use-save-settings.ts';

type Social = AccountSettingsReply['social'];
type Connections = Social['connections'];

const linkLabels: [keyof SocialLinksValues, string][] = [
  ['twitter', 'Twitter'],
  ['facebook', 'Facebook'],
  ['google', 'Google+'],
  ['linkedIn', 'LinkedIn'],
  ['instagram', 'Instagram'],
  ['quora', 'Quora'],
];
const connectionLabels: [keyof Connections, string][] = [
  ['twitter', 'Twitter'],
  ['google', 'Google'],
  ['facebook', 'Facebook'],
  ['github', 'GitHub'],
];

/** The connected accounts; connecting or disconnecting one saves at once. */
function ConnectionList({ connections }: { connections: Connections }) {
  const { save, isSaving, feedback } = useSaveSettings();
  const toggle = (key: keyof Connections) => {
    const current = connections[key];
    const id = current.id ? '' : `demo-${key}`;
    save({ social: { connections: { ...connections, [key]: { ...current, id } } } });
  };
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        Connections
      </Title>
      {connectionLabels.map(([key, label]) => {
        const { id, profileImg } = connections[key];
        return (
          <Group key={key} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar src={id ? profileImg : null} alt="" radius="xl">
                {label[0]}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={500} size="sm">
                  {label}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {id ? `@${id}` : 'Not connected'}
                </Text>
              </div>
            </Group>
            <Button
              size="xs"
              variant={id ? 'light' : 'filled'}
              color={id ? 'red' : undefined}
              disabled={isSaving}
              onClick={() => toggle(key)}
              aria-label={`${id ? 'Disconnect' : 'Connect'} ${label}`}
            >
              {id ? 'Disconnect' : 'Connect'}
            </Button>
          </Group>
        );
      })}
      <FormFeedback error={feedback.error} />
    </Stack>
  );
}

/** Links to the account's social profiles, and its connected accounts. */
export function SocialTab({ settings }: { settings: Social }) {
  const { save, isSaving, feedback } = useSaveSettings();
  const form = useForm<SocialLinksValues>({
    initialValues: { ...settings.socialLinks },
    validate: schemaResolver(socialLinksSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  return (
    <Stack gap="xl">
      <form
        onSubmit={form.onSubmit((socialLinks) => save({ social: { socialLinks } }))}
        noValidate
        aria-label="Social links"
      >
        <Stack gap="md">
          <Title order={3} fz="h5">
            Social links
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {linkLabels.map(([key, label]) => (
              <TextInput key={key} label={label} type="url" placeholder="https://" {...form.getInputProps(key)} />
            ))}
          </SimpleGrid>
          <FormFeedback error={feedback.error} success={feedback.success} />
          <FormActions isSaving={isSaving} onReset={form.reset} />
        </Stack>
      </form>
      <Divider />
      <ConnectionList connections={settings.connections} />
    </Stack>
  );
}
