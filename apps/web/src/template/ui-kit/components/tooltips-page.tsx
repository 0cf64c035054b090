import { ActionIcon, Button, type FloatingPosition, Group, Text, Tooltip } from '@mantine/core';
import { IconHeart, IconInfoCircle, IconShare, IconTrash } from '@tabler/icons-react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { kitColors } from './kit-colors.ts';

const positions: FloatingPosition[] = ['top', 'right', 'bottom', 'left'];

const iconActions = [
  { label: 'Like', icon: IconHeart },
  { label: 'Share', icon: IconShare },
  { label: 'Delete', icon: IconTrash },
];

/** Tooltips: positions, arrows, colours, multiline text, icon buttons and a floating tooltip. */
export function TooltipsPage() {
  return (
    <ExamplePage title="Tooltips" description="Short hints on hover or keyboard focus.">
      <ExampleCard title="Positions" description="On top, to the right, below or to the left, with an arrow.">
        <Group gap="xs">
          {positions.map((position) => (
            <Tooltip key={position} label={`Tooltip on ${position}`} position={position} withArrow>
              <Button variant="default">{position}</Button>
            </Tooltip>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="Colours" description="A tooltip in each semantic colour.">
        <Group gap="xs">
          {kitColors.map((kitColor) => (
            <Tooltip
              key={kitColor.label}
              label={`${kitColor.label} tooltip`}
              color={kitColor.filled}
              autoContrast
              withArrow
            >
              <Button variant="light" color={kitColor.color}>
                {kitColor.label}
              </Button>
            </Tooltip>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="Icon buttons and multiline" description="Tooltips name icon-only buttons; long hints wrap.">
        <Group gap="xs">
          {iconActions.map((action) => (
            <Tooltip key={action.label} label={action.label}>
              <ActionIcon variant="light" size="lg" aria-label={action.label}>
                <action.icon size={18} />
              </ActionIcon>
            </Tooltip>
          ))}
          <Tooltip
            multiline
            w={220}
            withArrow
            label="The lead score weighs the company's size, its industry and how the contact engaged with your emails."
          >
            <ActionIcon variant="subtle" size="lg" aria-label="How the lead score works">
              <IconInfoCircle size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </ExampleCard>
      <ExampleCard title="Floating" description="A tooltip that follows the pointer over an area.">
        <Tooltip.Floating label="You are over the drop zone">
          <Text
            size="sm"
            p="lg"
            ta="center"
            bd="1px dashed var(--mantine-color-default-border)"
            style={{ borderRadius: 8 }}
          >
            Move the pointer over this area
          </Text>
        </Tooltip.Floating>
      </ExampleCard>
    </ExamplePage>
  );
}
