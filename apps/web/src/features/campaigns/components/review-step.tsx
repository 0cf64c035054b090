import type { CampaignStatus } from '@leadpilot/contracts';
import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useLaunchCampaignMutation } from '../api/campaign-actions.ts';
import { useGetLaunchCheckQuery } from '../api/campaign-results.ts';
import type { BuilderDraft } from '../hooks/builder-draft.ts';
import { LaunchCheckPanel } from './launch-check-panel.tsx';

/** A summary of the campaign, the launch check's findings, and Launch. */
export function ReviewStep({ draft, status }: { draft: BuilderDraft; status: CampaignStatus }) {
  const navigate = useNavigate();
  const check = useGetLaunchCheckQuery(draft.id ?? '', { skip: draft.id === null, refetchOnMountOrArgChange: true });
  const [launch, launching] = useLaunchCampaignMutation();
  const [launchError, setLaunchError] = useState<string | null>(null);
  const emailSteps = draft.steps.filter((step) => step.kind === 'email').length;
  const { audience } = draft;
  const { schedule } = draft.settings;

  const handleLaunch = async () => {
    if (!draft.id) return;
    setLaunchError(null);
    try {
      await launch(draft.id).unwrap();
      void navigate(`/campaigns/${draft.id}`);
    } catch (failure) {
      setLaunchError(errorMessageOf(failure) ?? 'The campaign could not be launched.');
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        Review
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          Audience: {audience.listIds.length} saved {audience.listIds.length === 1 ? 'list' : 'lists'}
          {audience.search ? ', a people search' : ''}, {audience.csv.length} pasted{' '}
          {audience.csv.length === 1 ? 'row' : 'rows'}
        </List.Item>
        <List.Item>
          Sequence: {draft.steps.length} {draft.steps.length === 1 ? 'step' : 'steps'}, {emailSteps}{' '}
          {emailSteps === 1 ? 'email' : 'emails'}
        </List.Item>
        <List.Item>
          Sends {schedule.start}–{schedule.end} ({schedule.timeZone} when a prospect’s zone is not known)
        </List.Item>
        <List.Item>
          {draft.mailboxIds.length} sending {draft.mailboxIds.length === 1 ? 'mailbox' : 'mailboxes'}
        </List.Item>
      </List>
      {draft.id === null ? (
        <Text size="sm" c="dimmed">
          Save the draft to run the launch check.
        </Text>
      ) : check.isFetching && !check.data ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Checking the campaign…</Text>
        </Group>
      ) : check.isError ? (
        <Alert color="red" variant="light" title="The launch check could not run">
          {errorMessageOf(check.error) ?? 'Please try again.'}
        </Alert>
      ) : check.data ? (
        <LaunchCheckPanel check={check.data} />
      ) : null}
      {launchError ? (
        <Alert color="red" variant="light" role="alert" title="Not launched">
          {launchError}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={draft.id === null}
          loading={check.isFetching}
          onClick={() => void check.refetch()}
        >
          Run the check again
        </Button>
        {status === 'draft' ? (
          <Button
            leftSection={<IconRocket size={16} aria-hidden />}
            disabled={draft.id === null || (check.data ? !check.data.ready : false)}
            loading={launching.isLoading}
            onClick={() => void handleLaunch()}
          >
            Launch
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
