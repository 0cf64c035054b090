import type { CampaignAutopilot } from '@leadpilot/contracts';
import { Alert, Anchor, Badge, Button, Group, List, Skeleton, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { errorStatusOf, serverFieldErrors } from '../../../api/server-errors.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useGetCampaignAutopilotQuery, useSaveCampaignAutopilotMutation } from '../api/autopilot-api.ts';
import {
  type AutopilotFormValues,
  formValuesOf,
  saveBodyOf,
  validateAutopilotForm,
} from '../hooks/autopilot-form-values.ts';
import { AutopilotSettingsFields } from './autopilot-settings-fields.tsx';
import { AutopilotSwitchButtons } from './autopilot-switch-buttons.tsx';
import { KnowledgeFields } from './knowledge-fields.tsx';
import { ProspectingCard } from './prospecting-card.tsx';

/** /campaigns/:id/autopilot: the campaign's autopilot, its switch, its daily prospecting, its settings and its knowledge. */
export function CampaignAutopilotPage({ campaignId }: { campaignId: string }) {
  const autopilot = useGetCampaignAutopilotQuery(campaignId);
  if (autopilot.isError && !autopilot.data) {
    if (errorStatusOf(autopilot.error) === 404) {
      return (
        <Alert color="gray" title="This campaign was not found">
          It may have been deleted.{' '}
          <Anchor component={Link} to="/campaigns">
            Back to campaigns
          </Anchor>
        </Alert>
      );
    }
    return <QueryErrorState message={errorMessageOf(autopilot.error)} onRetry={() => void autopilot.refetch()} />;
  }
  if (!autopilot.data) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the autopilot">
        <Skeleton height={48} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  }
  // A new revision (a save, a switch) starts the form again from what the server holds.
  return (
    <AutopilotEditor key={`${autopilot.data.revision}-${String(autopilot.data.isOn)}`} autopilot={autopilot.data} />
  );
}

function AutopilotEditor({ autopilot }: { autopilot: CampaignAutopilot }) {
  const [save, saveState] = useSaveCampaignAutopilotMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const canManage = useAppAbility().can('manage', 'Campaigns');
  const isArchived = autopilot.campaignStatus.endsWith('archived');
  const isReadOnly = isArchived || !canManage;
  const form = useForm<AutopilotFormValues>({
    initialValues: formValuesOf(autopilot),
    validate: validateAutopilotForm,
  });

  const handleSubmit = form.onSubmit(
    async (values) => {
      setSaveError(null);
      try {
        await save(saveBodyOf(autopilot, values)).unwrap();
      } catch (error) {
        // The server names `knowledge.faq.0.answer`; the form holds the knowledge's and settings' fields at its top.
        const fieldErrors = Object.fromEntries(
          Object.entries(serverFieldErrors(error)).map(([path, message]) => [
            path.replace(/^(knowledge|settings)\./, ''),
            message,
          ]),
        );
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        setSaveError(errorMessageOf(error) ?? 'The autopilot could not be saved. Please try again.');
      }
    },
    (errors) => {
      const [first] = Object.values(errors);
      setSaveError(`Check the fields marked in red${first ? `: ${String(first)}` : ''}.`);
    },
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={`Autopilot: ${autopilot.campaignName}`}
        description={
          <>
            It answers replies from the knowledge below and leaves the rest to a person in{' '}
            <Anchor component={Link} to="/approvals">
              Approvals
            </Anchor>
            .
          </>
        }
        actions={
          <>
            <Badge size="lg" variant="light" color={isArchived ? 'dark' : autopilot.isOn ? 'teal' : 'gray'}>
              {isArchived ? 'Archived' : autopilot.isOn ? 'On' : 'Off'}
            </Badge>
            {canManage ? <AutopilotSwitchButtons autopilot={autopilot} /> : null}
          </>
        }
      />
      {!autopilot.isOn && autopilot.missing.length > 0 && !isArchived ? (
        <Alert color="blue" variant="light" title="Before it can be switched on">
          <List size="sm">
            {autopilot.missing.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {isArchived ? (
        <Alert color="gray" variant="light">
          This campaign is archived: its autopilot is read-only.
        </Alert>
      ) : null}
      <ProspectingCard autopilot={autopilot} />
      <form onSubmit={handleSubmit} noValidate aria-label="Autopilot settings">
        <Stack gap="lg">
          <SectionCard title="Settings and ideal customer">
            <AutopilotSettingsFields form={form} isReadOnly={isReadOnly} />
          </SectionCard>
          <SectionCard title="Knowledge">
            <KnowledgeFields form={form} isReadOnly={isReadOnly} />
          </SectionCard>
        </Stack>
        {saveError ? (
          <Alert color="red" variant="light" role="alert" title="Not saved" mt="md">
            {saveError}
          </Alert>
        ) : null}
        {isReadOnly ? null : (
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={saveState.isLoading}>
              Save the autopilot
            </Button>
          </Group>
        )}
      </form>
    </Stack>
  );
}
