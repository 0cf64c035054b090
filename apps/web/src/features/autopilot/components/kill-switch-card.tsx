import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useGetKillSwitchQuery, useSetKillSwitchMutation } from '../api/autopilot-api.ts';

/**
 * The organisation's kill switch: while on, nothing the autopilot writes is sent. Owners and
 * admins turn it on or off, each time after a confirmation that says what happens; others see it.
 */
export function KillSwitchCard() {
  const killSwitch = useGetKillSwitchQuery();
  const [setKillSwitch, state] = useSetKillSwitchMutation();
  const canChange = useAppAbility().can('manage', 'Organisation');
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (killSwitch.isError && !killSwitch.data) {
    return <QueryErrorState message={errorMessageOf(killSwitch.error)} onRetry={() => void killSwitch.refetch()} />;
  }
  if (!killSwitch.data) return <Skeleton height={96} radius="md" aria-label="Loading the kill switch" />;
  const { isOn, changedAt, changedByName, reason } = killSwitch.data;

  const handleConfirm = async () => {
    setError(null);
    try {
      await setKillSwitch({ isOn: !isOn }).unwrap();
      setConfirming(false);
    } catch (failure) {
      setError(errorMessageOf(failure) ?? 'The kill switch could not be changed. Please try again.');
    }
  };

  return (
    <Card component="section" aria-labelledby="kill-switch-title" withBorder>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 20rem' }}>
          <Title order={2} fz="h4" id="kill-switch-title">
            Kill switch: {isOn ? 'on' : 'off'}
          </Title>
          <Text size="sm" c="dimmed">
            {isOn
              ? 'The autopilot sends nothing: every answer waits here for a person.'
              : 'The autopilot sends as each campaign’s mode says.'}
            {changedAt
              ? ` Last changed ${formatDateTime(changedAt)}${changedByName ? ` by ${changedByName}` : ''}.`
              : ''}
            {reason ? ` Reason: ${reason}` : ''}
          </Text>
        </Stack>
        {canChange ? (
          <Button
            color={isOn ? 'teal.9' : 'red.9'}
            leftSection={isOn ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerStop size={16} aria-hidden />}
            onClick={() => {
              setError(null);
              setConfirming(true);
            }}
          >
            {isOn ? 'Turn the kill switch off' : 'Turn the kill switch on'}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            Owners and admins turn it on or off.
          </Text>
        )}
      </Group>
      {isOn ? (
        <Alert color="red" variant="light" mt="sm" role="status">
          Nothing the autopilot writes is sent while the kill switch is on.
        </Alert>
      ) : null}
      <ConfirmModal
        title={isOn ? 'Turn the kill switch off?' : 'Turn the kill switch on?'}
        confirmLabel={isOn ? 'Turn it off' : 'Stop the autopilot'}
        color={isOn ? 'teal' : 'red'}
        opened={isConfirming}
        isBusy={state.isLoading}
        error={error}
        errorTitle="Not changed"
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(false)}
      >
        {isOn
          ? 'The autopilot sends again as each campaign’s mode says. What waits in the queue stays there until someone approves it.'
          : 'Every autopilot campaign of the organisation stops sending at once: answers due to leave go back to this queue, and new ones wait for a person until the switch is turned off.'}
      </ConfirmModal>
    </Card>
  );
}
