import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import {
  IconArrowRight,
  IconDownload,
  IconHeart,
  IconPencil,
  IconPlus,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { filledColorProps, kitColors, kitSizes } from './kit-colors.ts';

const styles = ['light', 'outline', 'subtle'] as const;

const iconActions = [
  { label: 'Add', icon: IconPlus },
  { label: 'Edit', icon: IconPencil },
  { label: 'Settings', icon: IconSettings },
  { label: 'Delete', icon: IconTrash },
];

/** Buttons: colours, styles, sizes, icons, states and groups. */
export function ButtonsPage() {
  const [isSaving, setIsSaving] = useState(false);
  function save() {
    setIsSaving(true);
    setTimeout(() => setIsSaving(false), 1500);
  }
  return (
    <ExamplePage title="Buttons" description="Actions in every colour, style, size and state.">
      <ExampleCard title="Filled" description="The main action of a screen, in each semantic colour.">
        <Group gap="xs">
          {kitColors.map((kitColor) => (
            <Button key={kitColor.label} {...filledColorProps(kitColor)}>
              {kitColor.label}
            </Button>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="Light, outline and subtle" description="Quieter styles for secondary actions.">
        <Stack gap="sm">
          {styles.map((variant) => (
            <Group key={variant} gap="xs">
              {kitColors.map((kitColor) => (
                <Button key={kitColor.label} variant={variant} color={kitColor.color}>
                  {kitColor.label}
                </Button>
              ))}
            </Group>
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Sizes" description="From extra small to extra large, and full width.">
        <Stack gap="sm">
          <Group gap="xs" align="center">
            {kitSizes.map((size) => (
              <Button key={size} size={size}>
                Button {size}
              </Button>
            ))}
          </Group>
          <Button fullWidth variant="light">
            Full-width button
          </Button>
        </Stack>
      </ExampleCard>
      <ExampleCard title="With icons" description="Icons before or after the label, and icon-only buttons with a name.">
        <Stack gap="sm">
          <Group gap="xs">
            <Button leftSection={<IconDownload size={16} />}>Download</Button>
            <Button variant="default" rightSection={<IconArrowRight size={16} />}>
              Continue
            </Button>
            <Button variant="light" color="pink" leftSection={<IconHeart size={16} />}>
              Like
            </Button>
          </Group>
          <Group gap="xs">
            {iconActions.map((action) => (
              <ActionIcon key={action.label} variant="light" size="lg" aria-label={action.label}>
                <action.icon size={18} />
              </ActionIcon>
            ))}
          </Group>
        </Stack>
      </ExampleCard>
      <ExampleCard title="States" description="Loading while an action runs, and disabled when it cannot.">
        <Group gap="xs">
          <Button loading={isSaving} onClick={save} loaderProps={{ type: 'dots' }}>
            {isSaving ? 'Saving' : 'Save changes'}
          </Button>
          <Button disabled>Disabled</Button>
          <Button variant="outline" disabled>
            Disabled outline
          </Button>
        </Group>
      </ExampleCard>
      <ExampleCard title="Button groups" description="Related actions joined together.">
        <Stack gap="sm" align="flex-start">
          <Button.Group>
            {['Day', 'Week', 'Month'].map((label) => (
              <Button key={label} variant="default">
                {label}
              </Button>
            ))}
          </Button.Group>
          <Button.Group orientation="vertical">
            {['Top', 'Middle', 'Bottom'].map((label) => (
              <Button key={label} variant="default">
                {label}
              </Button>
            ))}
          </Button.Group>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
