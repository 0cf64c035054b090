import { ActionIcon, Badge, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { CopyTextButton } from '../ui/copy-text-button.tsx';
import { type ApiKey, type ApiKeyValues, demoApiKeys, generateApiKey, maskApiKey } from './api-keys.ts';
import { CreateKeyForm } from './create-key-form.tsx';

/** /pages/api-key: the account's API keys, created, copied and deleted in the page (the demo stores none). */
export function ApiKeyPage() {
  useDocumentTitle('API keys');
  const [keys, setKeys] = useState<ApiKey[]>(demoApiKeys);

  function handleCreate({ name, access }: ApiKeyValues) {
    setKeys([{ name, access, key: generateApiKey(), createdAt: new Date().toISOString() }, ...keys]);
    notifications.show({ color: 'green', message: `The key “${name}” was created.`, autoClose: 2000 });
  }

  function handleDelete(name: string) {
    setKeys(keys.filter((key) => key.name !== name));
    notifications.show({ message: `The key “${name}” was deleted.`, autoClose: 2000 });
  }

  return (
    <Stack gap="lg">
      <PageHeader title="API keys" description="Keys let your own software call the API on your behalf." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card component="section" aria-labelledby="create-key-title">
            <Title order={2} fz="h4" mb="md" id="create-key-title">
              Create an API key
            </Title>
            <CreateKeyForm existingNames={keys.map((key) => key.name)} onCreate={handleCreate} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card component="section" aria-labelledby="key-list-title">
            <Title order={2} fz="h4" mb="xs" id="key-list-title">
              API key list & access
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              An API key is a simple encrypted string that identifies an application without any principal. Keep it
              secret: anyone with it acts as you.
            </Text>
            {keys.length === 0 ? (
              <Stack align="center" gap="xs" py="xl" role="status">
                <ThemeIcon size={48} radius={48} variant="light" color="gray" aria-hidden>
                  <IconKey size={24} />
                </ThemeIcon>
                <Text fw={600}>No API keys yet</Text>
                <Text size="sm" c="dimmed">
                  Create one with the form.
                </Text>
              </Stack>
            ) : (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="API keys">
                {keys.map((key) => (
                  <Card key={key.name} component="li" withBorder p="md" bg="var(--mantine-color-default-hover)">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Group gap="xs">
                        <Text fw={600}>{key.name}</Text>
                        <Badge variant="light">{key.access}</Badge>
                      </Group>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${key.name}`}
                        onClick={() => handleDelete(key.name)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                    <Group gap={4} wrap="nowrap" mt={4}>
                      <Text ff="monospace" size="sm" truncate>
                        {maskApiKey(key.key)}
                      </Text>
                      <CopyTextButton value={key.key} label={`Copy ${key.name}`} />
                    </Group>
                    <Text size="xs" c="dimmed">
                      Created on {dayjs(key.createdAt).format('D MMM YYYY, HH:mm')}
                    </Text>
                  </Card>
                ))}
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
