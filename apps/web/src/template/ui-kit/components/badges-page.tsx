import { Badge, Button, Group, Indicator, Stack, Text } from '@mantine/core';
import { IconBell, IconCheck, IconMail, IconStar } from '@tabler/icons-react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { filledColorProps, kitColors, kitSizes } from './kit-colors.ts';

const styles = ['light', 'outline', 'dot', 'default'] as const;

/** Badges: colours, styles, sizes, icons and counters on buttons. */
export function BadgesPage() {
  return (
    <ExamplePage title="Badges" description="Small labels for statuses, counts and categories.">
      <ExampleCard title="Colours" description="Filled badges in each semantic colour.">
        <Group gap="xs">
          {kitColors.map((kitColor) => (
            <Badge key={kitColor.label} {...filledColorProps(kitColor)}>
              {kitColor.label}
            </Badge>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="Styles" description="Light, outline, dot and default badges.">
        <Stack gap="sm">
          {styles.map((variant) => (
            <Group key={variant} gap="xs">
              {kitColors.map((kitColor) => (
                <Badge key={kitColor.label} variant={variant} color={kitColor.color}>
                  {kitColor.label}
                </Badge>
              ))}
            </Group>
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Sizes" description="From extra small to extra large.">
        <Group gap="xs" align="center">
          {kitSizes.map((size) => (
            <Badge key={size} size={size} variant="light">
              Badge {size}
            </Badge>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="With icons" description="An icon before or after the label.">
        <Group gap="xs">
          <Badge variant="light" color="teal" leftSection={<IconCheck size={12} />}>
            Verified
          </Badge>
          <Badge variant="light" color="yellow" leftSection={<IconStar size={12} />}>
            Featured
          </Badge>
          <Badge variant="outline" rightSection={<IconMail size={12} />}>
            Invited
          </Badge>
        </Group>
      </ExampleCard>
      <ExampleCard title="Counters" description="Badges and indicators that count what is waiting.">
        <Group gap="lg">
          <Button
            variant="light"
            rightSection={
              <Badge color="red.9" size="sm" circle>
                4
              </Badge>
            }
          >
            Messages
          </Button>
          <Indicator label="12" size={18} color="red.9">
            <Button variant="default" leftSection={<IconBell size={16} />}>
              Notifications
            </Button>
          </Indicator>
          <Text size="sm">
            Inbox{' '}
            <Badge variant="light" size="sm">
              27 new
            </Badge>
          </Text>
        </Group>
      </ExampleCard>
    </ExamplePage>
  );
}
