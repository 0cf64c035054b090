import { Stack, Text } from '@mantine/core';
import type { InvoiceClient } from '../../../mocks/types.ts';

/** The chosen client's address and contact, under the client select. */
export function ClientDetails({ client }: { client: InvoiceClient | null }) {
  if (!client) {
    return (
      <Text size="sm" c="dimmed">
        Choose who the invoice is for.
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {client.company}
      </Text>
      <Text size="sm">{client.address}</Text>
      <Text size="sm">{client.country}</Text>
      <Text size="sm">{client.contact}</Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {client.companyEmail}
      </Text>
    </Stack>
  );
}
