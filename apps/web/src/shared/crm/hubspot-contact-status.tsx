import { Badge, Loader } from '@mantine/core';
import { useLookupHubspotContactQuery } from '../../api/endpoints/lookup-hubspot-contact.ts';
import { useAppAbility } from '../../session/app-ability.ts';

/**
 * Whether a revealed prospect is already in the organisation's HubSpot, asked as the 360° view
 * opens (quietly: no loading bar, no toast; the server answers from its own records when HubSpot is
 * not connected, and RTK Query keeps the answer a minute): "In HubSpot: customer", "In HubSpot:
 * contact" or "Not in HubSpot". Nothing shows when HubSpot is not connected or the look-up failed:
 * the view should not nag about an integration the team does not use.
 */
export function HubspotContactStatus({ email }: { email: string | null }) {
  const canRead = useAppAbility().can('read', 'Integrations');
  const result = useLookupHubspotContactQuery(email ?? '', { skip: !canRead || !email });
  if (!canRead || !email) return null;
  if (result.isLoading) {
    return <Loader size={12} aria-label="Checking HubSpot" data-testid="hubspot-contact-checking" />;
  }
  if (!result.data?.connected) return null;
  const { found, isCustomer } = result.data;
  const badge = isCustomer
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
