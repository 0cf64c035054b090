import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { newVariant, type StepDraft } from '../hooks/builder-draft.ts';
import { EmailVariantEditor } from './email-variant-editor.tsx';

const taskKindOptions = [
  { value: 'call', label: 'Call' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'other', label: 'Other' },
];

const kindLabels = { email: 'Email', wait: 'Wait', task: 'Manual task' } as const;

interface SequenceStepCardProps {
  step: StepDraft;
  index: number;
  count: number;
  /** An email step after the thread's first email. */
  isFollowUp: boolean;
  onChange: (step: StepDraft) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One step of the sequence with its own fields, and buttons to move or remove it. */
export function SequenceStepCard({
  step,
  index,
  count,
  isFollowUp,
  onChange,
  onMove,
  onRemove,
}: SequenceStepCardProps) {
  const number = index + 1;
  const addVariant = () => {
    const label = String.fromCharCode('A'.charCodeAt(0) + step.variants.length);
    onChange({ ...step, variants: [...step.variants, newVariant(label)] });
  };
  return (
    <Card withBorder component="section" aria-label={`Step ${number}: ${kindLabels[step.kind]}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>
            Step {number}: {kindLabels[step.kind]}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move step ${number} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move step ${number} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove step ${number}`} onClick={onRemove}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {step.kind === 'wait' ? (
          <NumberInput
            label={`Sending days to wait (step ${number})`}
            min={1}
            max={365}
            value={step.waitDays ?? 1}
            onChange={(value) => onChange({ ...step, waitDays: typeof value === 'number' ? value : 1 })}
            maw={240}
          />
        ) : null}
        {step.kind === 'task' ? (
          <>
            <Select
              label={`Task (step ${number})`}
              data={taskKindOptions}
              value={step.taskKind ?? 'call'}
              allowDeselect={false}
              onChange={(value) =>
                onChange({ ...step, taskKind: value === 'linkedin' || value === 'other' ? value : 'call' })
              }
              maw={240}
            />
            <Textarea
              label={`Note for the task (step ${number})`}
              value={step.taskNote ?? ''}
              onChange={(event) => onChange({ ...step, taskNote: event.currentTarget.value })}
              autosize
              minRows={2}
            />
          </>
        ) : null}
        {step.kind === 'email' ? (
          <>
            {isFollowUp ? (
              <Switch
                label="Start a new thread with its own subject"
                checked={step.newThread}
                onChange={(event) => onChange({ ...step, newThread: event.currentTarget.checked })}
              />
            ) : null}
            <Tabs defaultValue={step.variants[0]?.key} keepMounted={false}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Tabs.List aria-label={`Variants of step ${number}`}>
                  {step.variants.map((variant) => (
                    <Tabs.Tab key={variant.key} value={variant.key}>
                      Variant {variant.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={addVariant}
                  disabled={step.variants.length >= 26}
                >
                  Add variant
                </Button>
              </Group>
              {step.variants.map((variant, variantIndex) => (
                <Tabs.Panel key={variant.key} value={variant.key} pt="sm">
                  <EmailVariantEditor
                    stepNumber={number}
                    variant={variant}
                    isFollowUp={isFollowUp && !step.newThread}
                    onChange={(next) =>
                      onChange({
                        ...step,
                        variants: step.variants.map((each, at) => (at === variantIndex ? next : each)),
                      })
                    }
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
            {step.variants.length > 1 ? (
              <Text size="xs" c="dimmed">
                Prospects are split evenly between the variants.
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
