import type { CampaignStatus } from '@leadpilot/contracts';
import { Alert, Button, Card, Group, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useLazyGetCampaignQuery } from '../api/get-campaign.ts';
import { type BuilderDraft, draftFromDetail } from '../hooks/builder-draft.ts';
import { useCampaignBuilder } from '../hooks/use-campaign-builder.ts';
import { AudienceStep } from './audience-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { ScheduleStep } from './schedule-step.tsx';
import { SendersStep } from './senders-step.tsx';
import { SequenceStep } from './sequence-step.tsx';

const stepLabels = ['Audience', 'Steps', 'Schedule and limits', 'Senders', 'Review'] as const;

function stepOf(state: unknown): number {
  if (typeof state !== 'object' || state === null || !('step' in state)) return 0;
  return typeof state.step === 'number' ? state.step : 0;
}

/** The campaign builder: audience → steps → schedule and limits → senders → review and launch. */
export function CampaignBuilder({ initial, status }: { initial: BuilderDraft; status: CampaignStatus }) {
  const builder = useCampaignBuilder(initial);
  const { draft, update, problem } = builder;
  const location = useLocation();
  // A new draft's first save moves to its own address; the builder there opens on the step it was going to.
  const [active, setActive] = useState(stepOf(location.state));
  const navigate = useNavigate();
  const [loadCampaign, reloading] = useLazyGetCampaignQuery();
  // Five labelled steps side by side do not fit a phone: there the steps show their numbers, named
  // for screen readers, and one line says where the rep is.
  const isNarrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const stepProps = (index: number) => {
    const label = stepLabels[index] ?? '';
    return isNarrow ? { 'aria-label': label } : { label };
  };

  /** Saves, then moves to `next` (and to the saved campaign's own address the first time). */
  const saveAndGo = async (next: number) => {
    const savedId = await builder.save();
    if (savedId === null) return;
    if (draft.id === null) {
      void navigate(`/campaigns/${savedId}/edit`, { replace: true, state: { step: next } });
      return;
    }
    setActive(next);
  };
  const reload = async () => {
    if (!draft.id) return;
    try {
      const fresh = await loadCampaign(draft.id).unwrap();
      builder.replace(draftFromDetail(fresh));
    } catch {
      // The HTTP client has said why; the conflict stays shown with its reload button.
    }
  };

  return (
    <Stack gap="xl">
      <PageHeader
        title={draft.id ? 'Edit campaign' : 'New campaign'}
        description="Every step is saved as a draft: nothing is sent until you launch."
        actions={
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={builder.isSaving}
            onClick={() => void builder.save()}
          >
            Save draft
          </Button>
        }
      />
      <TextInput
        label="Campaign name"
        required
        value={draft.name}
        onChange={(event) => update({ name: event.currentTarget.value })}
        error={problem?.fields.name}
        maw={480}
      />
      {problem ? (
        <Alert
          color={problem.isConflict ? 'orange' : 'red'}
          variant="light"
          role="alert"
          title={problem.isConflict ? 'Changed by someone else' : 'Not saved'}
        >
          {problem.message}
          {problem.isConflict ? (
            <Button
              mt="sm"
              size="xs"
              color="orange"
              display="block"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={reloading.isFetching}
              onClick={() => void reload()}
            >
              Reload the latest version
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <Stack gap="xs">
        {isNarrow ? (
          <Text fw={600}>
            Step {active + 1} of {stepLabels.length}: {stepLabels[active]}
          </Text>
        ) : null}
        <Stepper
          active={active}
          onStepClick={(step) => void saveAndGo(step)}
          allowNextStepsSelect={draft.id !== null}
          size="sm"
        >
          <Stepper.Step {...stepProps(0)}>
            <Card mt="md">
              <AudienceStep draft={draft} onChange={update} />
            </Card>
          </Stepper.Step>
          <Stepper.Step {...stepProps(1)}>
            <Card mt="md">
              <SequenceStep steps={draft.steps} onChange={(steps) => update({ steps })} />
            </Card>
          </Stepper.Step>
          <Stepper.Step {...stepProps(2)}>
            <Card mt="md">
              <ScheduleStep
                settings={draft.settings}
                onChange={(settings) => update({ settings })}
                errors={problem?.fields ?? {}}
              />
            </Card>
          </Stepper.Step>
          <Stepper.Step {...stepProps(3)}>
            <Card mt="md">
              <SendersStep mailboxIds={draft.mailboxIds} onChange={(mailboxIds) => update({ mailboxIds })} />
            </Card>
          </Stepper.Step>
          <Stepper.Step {...stepProps(4)}>
            <Card mt="md">
              <ReviewStep draft={draft} status={status} />
            </Card>
          </Stepper.Step>
        </Stepper>
      </Stack>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          disabled={active === 0}
          onClick={() => void saveAndGo(active - 1)}
        >
          Back
        </Button>
        {active < stepLabels.length - 1 ? (
          <Button
            rightSection={<IconArrowRight size={16} aria-hidden />}
            loading={builder.isSaving}
            onClick={() => void saveAndGo(active + 1)}
          >
            Save and continue to {stepLabels[active + 1]?.toLowerCase()}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
