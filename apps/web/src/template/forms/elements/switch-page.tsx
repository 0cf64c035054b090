import { Group, rem, Stack, Switch, Text } from '@mantine/core';
import { IconCheck, IconMoon, IconSun, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

const colours = ['indigo', 'green', 'red', 'orange', 'cyan', 'grape'] as const;

function NotificationsSwitch() {
  const [isOn, setIsOn] = useState(true);
  return (
    <Stack gap={4}>
      <Switch
        label="Email notifications"
        description="A message for every reply to a campaign"
        checked={isOn}
        onChange={(event) => setIsOn(event.currentTarget.checked)}
      />
      <Text size="sm" data-testid="notifications-value">
        Notifications are {isOn ? 'on' : 'off'}
      </Text>
    </Stack>
  );
}

/** Switches: sizes, colours, inner labels, icons and states. */
export function SwitchPage() {
  return (
    <FormPage title="Switch" description="On/off settings that apply at once, in every size and colour.">
      <DemoCard title="Sizes">
        <Group>
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <Switch key={size} size={size} label={`Size ${size}`} defaultChecked />
          ))}
        </Group>
      </DemoCard>
      <DemoCard title="Colours">
        <Group>
          {colours.map((colour) => (
            <Switch key={colour} color={colour} label={colour[0]?.toUpperCase() + colour.slice(1)} defaultChecked />
          ))}
        </Group>
      </DemoCard>
      <DemoCard title="Inner labels and icons">
        <Group>
          <Switch size="lg" onLabel="ON" offLabel="OFF" label="Inner labels" defaultChecked />
          <Switch
            size="lg"
            color="dark.4"
            label="Dark mode"
            onLabel={<IconMoon style={{ width: rem(16), height: rem(16) }} aria-hidden />}
            offLabel={<IconSun style={{ width: rem(16), height: rem(16) }} aria-hidden />}
          />
          <Switch
            size="md"
            color="teal"
            label="Thumb icon"
            defaultChecked
            thumbIcon={<IconCheck size={12} color="var(--mantine-color-teal-7)" aria-hidden />}
          />
          <Switch size="md" color="red" label="Cross icon" thumbIcon={<IconX size={12} aria-hidden />} />
        </Group>
      </DemoCard>
      <DemoCard title="Label, description and states">
        <NotificationsSwitch />
        <Group>
          <Switch label="Label on the left" labelPosition="left" />
          <Switch label="Disabled" disabled />
          <Switch label="Disabled on" disabled defaultChecked />
          <Switch label="With an error" error="Turn this on to continue" />
        </Group>
      </DemoCard>
    </FormPage>
  );
}
