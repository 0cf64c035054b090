import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlugConnected, IconRefresh, IconUnlink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import {
  useDisconnectHubspotMutation,
  useGetHubspotConsentUrlMutation,
  useGetHubspotQuery,
  useSyncHubspotMutation,
} from '../api/hubspot-api.ts';
import { HubspotHealth } from './hubspot-health.tsx';
import { HubspotSettingsForm } from './hubspot-settings-form.tsx';

/** The channel the consent callback tab reports on (the same name the mailbox pages listen to). */
const consentChannelName = 'leadpilot-consent';

const statusBadges = {
  pending: { color: 'yellow', label: 'Choose settings to start syncing' },
  connected: { color: 'green', label: 'Connected' },
  failing: { color: 'red', label: 'Needs attention' },
} as const;

/**
 * Opens HubSpot's consent page in a new tab (spec: consent in a new browser tab). The tab is opened
 * during the click so popup blockers let it through, then sent to the address the server answers.
 */
function useConnectHubspot() {
  const [getUrl, state] = useGetHubspotConsentUrlMutation();
  const connect = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await getUrl().unwrap();
      if (tab && !tab.closed) tab.location.replace(url);
      else window.open(url, '_blank', 'noopener');
    } catch {
      tab?.close();
    }
  };
  return { connect, isBusy: state.isLoading };
}

/** Settings → Integrations: the HubSpot CRM link, its settings, its sync health, and disconnecting. */
export function IntegrationsPage() {
  const canManage = useAppAbility().can('manage', 'Integrations');
  const hubspot = useGetHubspotQuery();
  const { connect, isBusy } = useConnectHubspot();
  const [sync, syncing] = useSyncHubspotMutation();
  const [disconnect, disconnecting] = useDisconnectHubspotMutation();
  const [isConfirming, setConfirming] = useState(false);
  const { refetch } = hubspot;

  // The consent tab tells this one when it has finished: read the connection again.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(consentChannelName);
    channel.onmessage = () => void refetch();
    return () => channel.close();
  }, [refetch]);

  const connection = hubspot.data;
  const connectButton = canManage ? (
    <Button leftSection={<IconPlugConnected size={16} />} loading={isBusy} onClick={() => void connect()}>
      {connection ? 'Reconnect HubSpot' : 'Connect HubSpot'}
    </Button>
  ) : null;

  return (
    <Stack gap="xl">
      <PageHeader
        title="Integrations"
        description="Keep your CRM in step with your outreach: prospects who reply, are interested or book a meeting become HubSpot contacts with their emails and meetings, and HubSpot's customers are flagged in people search."
      />
      {hubspot.isLoading ? (
        <Card>
          <Group gap="sm" aria-busy="true" data-testid="hubspot-loading">
            <Loader size="sm" />
            <Text size="sm">Loading the HubSpot connection…</Text>
          </Group>
        </Card>
      ) : hubspot.isError && hubspot.data === undefined ? (
        <QueryErrorState message={errorMessageOf(hubspot.error)} onRetry={() => void refetch()} />
      ) : !connection ? (
        <SectionCard title="HubSpot">
          <Text size="sm">
            HubSpot is not connected. Connecting opens HubSpot in a new tab, where you choose the account and allow
            Leadpilot to read and write contacts and read companies.
          </Text>
          {canManage ? (
            <Group>{connectButton}</Group>
          ) : (
            <Text size="sm" c="dimmed">
              An owner or admin of your organisation connects HubSpot.
            </Text>
          )}
        </SectionCard>
      ) : (
        <>
          <SectionCard
            title="HubSpot"
            aside={
              <Badge color={statusBadges[connection.status].color} variant="light">
                {statusBadges[connection.status].label}
              </Badge>
            }
          >
            <Text size="sm">
              Account <b>{connection.hubDomain || connection.hubId}</b> (portal {connection.hubId})
              {connection.connectedBy ? `, connected by ${connection.connectedBy}` : ''}.
            </Text>
            {connection.statusReason ? (
              <Alert color="red" variant="light" role="alert">
                {connection.statusReason}
              </Alert>
            ) : null}
            {canManage ? (
              <Group gap="sm">
                {connection.status === 'connected' ? (
                  <Button
                    variant="light"
                    leftSection={<IconRefresh size={16} />}
                    loading={syncing.isLoading}
                    onClick={() => void sync()}
                  >
                    Sync now
                  </Button>
                ) : null}
                {connectButton}
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconUnlink size={16} />}
                  onClick={() => setConfirming(true)}
                >
                  Disconnect
                </Button>
              </Group>
            ) : null}
          </SectionCard>
          <SectionCard title="Sync settings">
            <HubspotSettingsForm
              key={JSON.stringify(connection.settings)}
              settings={connection.settings}
              canManage={canManage}
            />
          </SectionCard>
          <SectionCard title="Sync health">
            <HubspotHealth health={connection.health} />
          </SectionCard>
        </>
      )}
      <ConfirmModal
        title="Disconnect HubSpot?"
        confirmLabel="Disconnect"
        opened={isConfirming}
        isBusy={disconnecting.isLoading}
        error={disconnecting.error ? errorMessageOf(disconnecting.error) : null}
        errorTitle="Not disconnected"
        onConfirm={() =>
          void disconnect()
            .unwrap()
            .then(
              () => setConfirming(false),
              () => undefined,
            )
        }
        onClose={() => setConfirming(false)}
      >
        Leadpilot stops syncing and forgets the access HubSpot granted; customers are no longer flagged. What was
        already pushed stays in HubSpot.
      </ConfirmModal>
    </Stack>
  );
}
