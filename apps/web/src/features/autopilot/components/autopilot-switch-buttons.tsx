import type { AutopilotSwitchAction, CampaignAutopilot } from '@leadpilot/contracts';
import { Button, Group } from '@mantine/core';
import { IconArchive, IconPlayerPause, IconRobot } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { useSwitchCampaignAutopilotMutation } from '../api/autopilot-api.ts';

const confirmations: Record<AutopilotSwitchAction, { title: string; label: string; color: string; text: string }> = {
  enable: {
    title: 'Switch this campaign to the autopilot?',
    label: 'Switch on',
    color: 'blue',
    text: 'The autopilot answers this campaign’s replies from its knowledge, in the mode chosen below. Escalations always wait for a person, and the kill switch stops it at any time.',
  },
  disable: {
    title: 'Switch the autopilot off?',
    label: 'Switch off',
    color: 'orange',
    text: 'Replies wait for people again. Answers waiting out their undo delay are cancelled; drafts and escalations stay in Approvals.',
  },
  archive: {
    title: 'Archive this campaign and its autopilot?',
    label: 'Archive',
    color: 'red',
    text: 'Its sequences stop, nothing more is sent, and the campaign becomes read-only for good. This cannot be undone.',
  },
};

/** Enable, disable or archive, each after a confirmation; a refusal (what enabling needs) shows in the dialog. */
export function AutopilotSwitchButtons({ autopilot }: { autopilot: CampaignAutopilot }) {
  const [switchAutopilot, state] = useSwitchCampaignAutopilotMutation();
  const [asked, setAsked] = useState<AutopilotSwitchAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isArchived = autopilot.campaignStatus.endsWith('archived');
  if (isArchived) return null;

  const ask = (action: AutopilotSwitchAction) => {
    setError(null);
    setAsked(action);
  };
  const handleConfirm = async () => {
    if (!asked) return;
    setError(null);
    try {
      await switchAutopilot({ id: autopilot.campaignId, action: asked }).unwrap();
      setAsked(null);
    } catch (failure) {
      setError(errorMessageOf(failure) ?? 'The autopilot could not be switched. Please try again.');
    }
  };
  const confirmation = asked ? confirmations[asked] : null;

  return (
    <Group gap="sm">
      {autopilot.isOn ? (
        <>
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={16} aria-hidden />}
            onClick={() => ask('disable')}
          >
            Switch off
          </Button>
          {autopilot.campaignStatus !== 'draft' ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconArchive size={16} aria-hidden />}
              onClick={() => ask('archive')}
            >
              Archive
            </Button>
          ) : null}
        </>
      ) : (
        <Button leftSection={<IconRobot size={16} aria-hidden />} onClick={() => ask('enable')}>
          Switch on the autopilot
        </Button>
      )}
      <ConfirmModal
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.label ?? ''}
        color={confirmation?.color ?? 'blue'}
        opened={confirmation !== null}
        isBusy={state.isLoading}
        error={error}
        errorTitle="Not switched"
        onConfirm={() => void handleConfirm()}
        onClose={() => setAsked(null)}
      >
        {confirmation?.text ?? ''}
      </ConfirmModal>
    </Group>
  );
}
