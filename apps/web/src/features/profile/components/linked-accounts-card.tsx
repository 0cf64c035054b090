import { oidcProviderLabels } from '@leadpilot/contracts';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormErrorAlert } from '../../../shared/auth/form-error-alert.tsx';
import { useGetSignInProvidersQuery } from '../../../shared/auth/get-sign-in-providers.ts';
import { providerIcons } from '../../../shared/auth/provider-sign-in-buttons.tsx';
import { useProviderRedirect } from '../../../shared/auth/use-provider-redirect.ts';
import { useGetLinkedAccountsQuery, useUnlinkAccountMutation } from '../api/linked-accounts.ts';

/** Google and Microsoft accounts the user signs in with: link one (through the provider) or remove it. */
export function LinkedAccountsCard() {
  const { data: providers = [] } = useGetSignInProvidersQuery();
  const { data: linked = [] } = useGetLinkedAccountsQuery(undefined, { skip: providers.length === 0 });
  const [unlink, { isLoading: isUnlinking }] = useUnlinkAccountMutation();
  const [error, setError] = useState<string | null>(null);
  const { redirect, activeProvider } = useProviderRedirect({ onError: setError });
  if (providers.length === 0) return null;
  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            Sign-in accounts
          </Title>
          <Text size="sm" c="dimmed">
            Link a Google or Microsoft account to sign in with it instead of your password.
          </Text>
        </Stack>
        <FormErrorAlert message={error} />
        {providers.map((provider) => {
          const Icon = providerIcons[provider];
          const accounts = linked.filter((identity) => identity.provider === provider);
          const label = oidcProviderLabels[provider];
          return (
            <Group key={provider} justify="space-between" gap="md">
              <Group gap="sm">
                <Icon size={20} aria-hidden />
                <Text fw={600}>{label}</Text>
                {accounts.length > 0 ? (
                  <Badge color="green" variant="light">
                    Linked{accounts[0]?.email ? `: ${accounts.map((account) => account.email).join(', ')}` : ''}
                  </Badge>
                ) : null}
              </Group>
              {accounts.length > 0 ? (
                <Button variant="subtle" color="red" loading={isUnlinking} onClick={() => void unlink(provider)}>
                  Remove
                </Button>
              ) : (
                <Button
                  variant="light"
                  loading={activeProvider === provider}
                  onClick={() => void redirect(provider, 'link')}
                >
                  Link {label}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
