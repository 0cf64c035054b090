import type { ApiKeyScope } from '@leadpilot/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SecretReveal } from '../../../shared/ui/secret-reveal.tsx';
import { useCreateApiKeyMutation, useGenerateApiKeyMutation } from '../api/api-keys-api.ts';
import { type ExpiryChoice, ExpirySelect, expiresAtOf, ScopeCheckboxes } from './scope-fields.tsx';

interface CreateApiKeyModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Creates a key: the server generates the secret (GET key/generate) and stores its hash with the
 * name and scopes (POST key/create); the secret is then shown here once, with a copy button.
 */
export function CreateApiKeyModal({ opened, onClose }: CreateApiKeyModalProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [generate, generating] = useGenerateApiKeyMutation();
  const [create, creating] = useCreateApiKeyMutation();

  const handleSubmit = async () => {
    const found = {
      ...(name.trim() === '' ? { name: 'Name the key' } : {}),
      ...(scopes.length === 0 ? { scopes: 'Choose at least one scope' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const generated = await generate().unwrap();
      await create({
        name: name.trim(),
        scopes,
        expiresAt: expiresAtOf(expiry),
        reservation: generated.reservation,
      }).unwrap();
      setSecret(generated.secret);
    } catch {
      // The HTTP client has shown the server's reason; the form stays as it was.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={secret ? 'Your new API key' : 'Create an API key'} size="lg">
      {secret ? (
        <Stack gap="md">
          <SecretReveal
            label="API key"
            value={secret}
            warning="This is the only time the key is shown: Leadpilot keeps only a fingerprint of it. Store it in your password manager or your tool's secret settings."
          />
          <Text size="sm" c="dimmed">
            Send it as <code>Authorization: Bearer {secret.slice(0, 16)}…</code> to the API at /api/v1.
          </Text>
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
              label="Name"
              description="Where the key is used, so you recognise it later: “Zapier”, “Reporting script”."
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name}
              maxLength={80}
              withAsterisk
              data-autofocus
            />
            <ScopeCheckboxes value={scopes} onChange={setScopes} error={errors.scopes ?? null} />
            <ExpirySelect value={expiry} onChange={setExpiry} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={generating.isLoading || creating.isLoading}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
