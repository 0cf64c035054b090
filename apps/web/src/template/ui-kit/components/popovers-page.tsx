import { Button, type FloatingPosition, Group, HoverCard, Popover, Stack, Text, TextInput } from '@mantine/core';
import { ExampleCard, ExamplePage } from './example-card.tsx';

const positions: FloatingPosition[] = ['top', 'right', 'bottom', 'left'];

/** Popovers: four positions, a popover with a title, one with a form, and a hover card. */
export function PopoversPage() {
  return (
    <ExamplePage title="Popovers" description="Floating panels of extra content, opened by a click or a hover.">
      <ExampleCard title="Positions" description="On top, to the right, below or to the left of the button.">
        <Group gap="xs">
          {positions.map((position) => (
            <Popover key={position} position={position} withArrow shadow="md">
              <Popover.Target>
                <Button variant="default">Popover on {position}</Button>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm">This popover opens on the {position}.</Text>
              </Popover.Dropdown>
            </Popover>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="With a title" description="A heading and a paragraph, like a small card.">
        <Group>
          <Popover width={260} withArrow shadow="md">
            <Popover.Target>
              <Button>What is a lead score?</Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Text fw={600} size="sm" mb={4}>
                Lead score
              </Text>
              <Text size="sm">A number from 0 to 100 that estimates how likely a lead is to buy.</Text>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </ExampleCard>
      <ExampleCard title="With a form" description="Focus moves into the popover and stays there until it closes.">
        <Group>
          <Popover width={280} trapFocus withArrow shadow="md">
            <Popover.Target>
              <Button variant="light">Rename</Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs">
                <TextInput label="New name" size="xs" placeholder="Quarterly report" />
                <Button size="xs">Save</Button>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </ExampleCard>
      <ExampleCard title="Hover card" description="Opens when the pointer rests on the link.">
        <Text size="sm">
          Assigned to{' '}
          <HoverCard width={240} shadow="md" openDelay={150}>
            <HoverCard.Target>
              <Text
                component="button"
                type="button"
                size="sm"
                fw={600}
                td="underline"
                bg="none"
                bd={0}
                p={0}
                c="inherit"
              >
                Zoe Harper
              </Text>
            </HoverCard.Target>
            <HoverCard.Dropdown>
              <Text fw={600} size="sm">
                Zoe Harper
              </Text>
              <Text size="sm">Account executive, Northwind. 42 open deals.</Text>
            </HoverCard.Dropdown>
          </HoverCard>
          .
        </Text>
      </ExampleCard>
    </ExamplePage>
  );
}
