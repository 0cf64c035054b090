import { Badge, Button } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { useLazyLookupHubspotContactQuery } from '../../api/endpoints/lookup-hubspot-contact.ts';
import { useAppAbility } from '../../session/app-ability.ts';

/**
 * Whether a revealed prospect is already in the organisation's HubSpot, asked on demand (a click,
 * not every visit: each look-up is a call to HubSpot): "In HubSpot: customer", "In HubSpot: contact",
 * "Not in HubSpot", or that HubSpot is not connected.
 */
export function HubspotContactStatus({ email }: { email: string | null }) {
  const canRead = useAppAbility().can('read', 'Integrations');
  const [lookup, result] = useLazyLookupHubspotContactQuery();
  if (!canRead || !email) return null;
  if (!result.data) {
    return (
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconAddressBook size={14} aria-hidden />}
        loading={result.isFetching}
        onClick={() => void lookup(email)}
      >
        Check HubSpot
      </Button>
    );
  }
  const { connected, found, isCustomer } = result.data;
  const badge = !connected
    ? { color: 'gray', label: 'HubSpot not connected' }
    : isCustomer
      ? { color: 'orange', label: 'In HubSpot: customer' }
      : found
        ? { color: 'blue', label: 'In HubSpot: contact' }
        : { color: 'gray', label: 'Not in HubSpot' };
  return (
    <Badge size="sm" variant="light" color={badge.color} data-testid="hubspot-contact-status">
      {badge.label}
    </Badge>
  );
}
