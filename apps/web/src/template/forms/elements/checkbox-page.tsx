import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

const colours = ['indigo', 'green', 'red', 'orange', 'cyan', 'grape'] as const;
const channels = ['Email', 'SMS', 'Push'] as const;

/** "Select all" that is indeterminate while only some channels are chosen. */
function IndeterminateCheckbox() {
  const [chosen, setChosen] = useState<string[]>(['Email']);
  const isAll = chosen.length === channels.length;
  const isSome = chosen.length > 0 && !isAll;
  return (
    <Stack gap="xs">
      <Checkbox
        label="All channels"
        checked={isAll}
        indeterminate={isSome}
        onChange={() => setChosen(isAll ? [] : [...channels])}
      />
      <Stack gap="xs" pl="lg">
        {channels.map((channel) => (
          <Checkbox
            key={channel}
            label={channel}
            checked={chosen.includes(channel)}
            onChange={(event) =>
              setChosen((current) =>
                event.currentTarget.checked ? [...current, channel] : current.filter((item) => item !== channel),
              )
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}

function InterestsGroup() {
  const [interests, setInterests] = useState<string[]>(['react']);
  return (
    <Checkbox.Group
      label="Frameworks you use"
      description="Choose any number."
      value={interests}
      onChange={setInterests}
    >
      <Group mt="xs">
        <Checkbox value="react" label="React" />
        <Checkbox value="svelte" label="Svelte" />
        <Checkbox value="vue" label="Vue" />
        <Checkbox value="angular" label="Angular" />
      </Group>
      <Text size="sm" mt="xs" data-testid="interests-value">
        Chosen: {interests.length === 0 ? 'none' : interests.join(', ')}
      </Text>
    </Checkbox.Group>
  );
}

/** Checkboxes: colours, sizes, states, an indeterminate parent and a group. */
export function CheckboxPage() {
  return (
    <FormPage
      title="Checkbox"
      description="Single choices and groups, in the theme's colours, with an indeterminate state."
    >
      <DemoCard title="Colours">
        <Group>
          {colours.map((colour) => (
            <Checkbox key={colour} color={colour} label={colour[0]?.toUpperCase() + colour.slice(1)} defaultChecked />
          ))}
        </Group>
      </DemoCard>
      <DemoCard title="Sizes and states">
        <Group>
          {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
            <Checkbox key={size} size={size} label={`Size ${size}`} defaultChecked />
          ))}
        </Group>
        <Group>
          <Checkbox label="Unchecked" />
          <Checkbox label="Disabled" disabled />
          <Checkbox label="Disabled checked" disabled defaultChecked />
          <Checkbox label="I accept the terms" error="Accept the terms to go on" />
        </Group>
      </DemoCard>
      <DemoCard title="Indeterminate" description="The parent shows a dash while only some children are checked.">
        <IndeterminateCheckbox />
      </DemoCard>
      <DemoCard title="Group">
        <InterestsGroup />
      </DemoCard>
    </FormPage>
  );
}
