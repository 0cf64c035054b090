import { type WebhookEventType, webhookEventDescriptions, webhookEventTypes } from '@leadpilot/contracts';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateWebhookMutation } from '../api/webhooks-api.ts';
import { WebhookSecret } from './webhook-secret.tsx';

interface CreateWebhookModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Adds an endpoint: its address, the events it hears about (each explained); then its secret, once. */
export function CreateWebhookModal({ opened, onClose }: CreateWebhookModalProps) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [create, creating] = useCreateWebhookMutation();

  const handleSubmit = async () => {
    const found = {
      ...(/^https?:\/\/\S+$/i.test(url.trim()) ? {} : { url: 'Enter an address starting with https:// or http://' }),
      ...(events.length === 0 ? { events: 'Choose at least one event' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await create({ url: url.trim(), events, description: description.trim() }).unwrap();
      setSecret(created.secret);
    } catch {
      // The HTTP client has shown the server's reason (an address Leadpilot will not call…); the form stays.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={secret ? 'Endpoint added' : 'Add a webhook endpoint'} size="lg">
      {secret ? (
        <Stack gap="md">
          <WebhookSecret secret={secret} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label="Endpoint URL"
              description="Leadpilot POSTs each event here as signed JSON (ports 80 and 443)."
              placeholder="https://example.com/leadpilot/webhooks"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              error={errors.url}
              maxLength={2000}
              withAsterisk
              data-autofocus
            />
            <TextInput
              label="Description"
              placeholder="CRM bridge"
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              maxLength={200}
            />
            <Checkbox.Group
              label="Events"
              description="What this endpoint hears about."
              value={events}
              onChange={(value) => setEvents(value as WebhookEventType[])}
              error={errors.events}
              withAsterisk
            >
              <Stack gap="xs" mt="xs">
                {webhookEventTypes.map((type) => (
                  <Checkbox
                    key={type}
                    value={type}
                    label={
                      <Text size="sm" ff="monospace">
                        {type}
                      </Text>
                    }
                    description={webhookEventDescriptions[type]}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={creating.isLoading}>
                Add endpoint
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
