import { autopilotModeLabels, autopilotModes, maxNewProspectsPerDay } from '@leadpilot/contracts';
import { Group, NumberInput, Radio, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AutopilotFormValues } from '../hooks/autopilot-form-values.ts';

type Form = UseFormReturnType<AutopilotFormValues>;

const modeDescriptions = {
  review: 'Every answer waits in Approvals until someone approves it.',
  auto_with_undo: 'Answers leave after the undo delay unless someone undoes them.',
  full_auto: 'Answers leave at once. Escalations still go to a person.',
} as const;

/** How the autopilot acts (mode, undo delay, daily cap, booking link) and whom it looks for. */
export function AutopilotSettingsFields({ form, isReadOnly }: { form: Form; isReadOnly: boolean }) {
  const { mode } = form.getValues();
  return (
    <Stack gap="lg">
      <Radio.Group
        label="Mode"
        description="Pricing, contracts, legal requests, anger and unanswered questions always go to a person."
        {...form.getInputProps('mode')}
      >
        <Stack gap="xs" mt="xs">
          {autopilotModes.map((value) => (
            <Radio
              key={value}
              value={value}
              disabled={isReadOnly}
              label={autopilotModeLabels[value]}
              description={modeDescriptions[value]}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group gap="md" align="flex-start" wrap="wrap">
        {mode === 'auto_with_undo' ? (
          <NumberInput
            label="Undo delay (minutes)"
            min={1}
            max={1440}
            allowDecimal={false}
            disabled={isReadOnly}
            w={{ base: '100%', xs: 200 }}
            {...form.getInputProps('undoDelayMinutes')}
          />
        ) : null}
        <NumberInput
          label="New prospects per day"
          description="The most the autopilot enrols in a day."
          min={1}
          max={maxNewProspectsPerDay}
          allowDecimal={false}
          disabled={isReadOnly}
          w={{ base: '100%', xs: 240 }}
          {...form.getInputProps('newProspectsPerDay')}
        />
        <TextInput
          label="Booking link"
          description="Offered when a prospect wants to meet."
          placeholder="https://cal.example.com/you"
          disabled={isReadOnly}
          style={{ flex: '1 1 18rem' }}
          {...form.getInputProps('bookingLink')}
        />
      </Group>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Ideal customer
        </Title>
        <Text size="sm" c="dimmed">
          The people search’s filters: at least one is needed before the autopilot can be switched on.
        </Text>
        <Group gap="md" align="flex-start" grow wrap="wrap">
          <TagsInput
            label="Job titles"
            placeholder="Head of Sales"
            disabled={isReadOnly}
            {...form.getInputProps('titles')}
          />
          <TagsInput
            label="Industries"
            placeholder="Logistics"
            disabled={isReadOnly}
            {...form.getInputProps('industries')}
          />
        </Group>
        <Group gap="md" align="flex-start" grow wrap="wrap">
          <TagsInput
            label="Countries"
            description="Two-letter codes"
            placeholder="DE"
            disabled={isReadOnly}
            {...form.getInputProps('countries')}
          />
          <TagsInput
            label="Buying intent topics"
            description="Companies researching these"
            placeholder="sales coaching"
            disabled={isReadOnly}
            {...form.getInputProps('intentTopics')}
          />
        </Group>
      </Stack>
    </Stack>
  );
}
