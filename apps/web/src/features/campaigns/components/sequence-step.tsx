import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconClock, IconMail } from '@tabler/icons-react';
import { newStep, type StepDraft } from '../hooks/builder-draft.ts';
import { SequenceStepCard } from './sequence-step-card.tsx';

/** The sequence: emails (with A/B variants), waits in sending days, and manual tasks. */
export function SequenceStep({ steps, onChange }: { steps: StepDraft[]; onChange: (steps: StepDraft[]) => void }) {
  const firstEmail = steps.findIndex((step) => step.kind === 'email');
  const move = (index: number, offset: -1 | 1) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    if (step) next.splice(index + offset, 0, step);
    onChange(next);
  };
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        Steps
      </Title>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          Add at least one step: a campaign needs something to send.
        </Text>
      ) : null}
      {steps.map((step, index) => (
        <SequenceStepCard
          key={step.key}
          step={step}
          index={index}
          count={steps.length}
          isFollowUp={step.kind === 'email' && index > firstEmail}
          onChange={(next) => onChange(steps.map((each, at) => (at === index ? next : each)))}
          onMove={(offset) => move(index, offset)}
          onRemove={() => onChange(steps.filter((_, at) => at !== index))}
        />
      ))}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconMail size={16} aria-hidden />}
          onClick={() => onChange([...steps, newStep('email')])}
        >
          Add email
        </Button>
        <Button
          variant="light"
          leftSection={<IconClock size={16} aria-hidden />}
          onClick={() => onChange([...steps, newStep('wait')])}
        >
          Add wait
        </Button>
        <Button
          variant="light"
          leftSection={<IconChecklist size={16} aria-hidden />}
          onClick={() => onChange([...steps, newStep('task')])}
        >
          Add task
        </Button>
      </Group>
    </Stack>
  );
}
