import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { kitColors } from './kit-colors.ts';

const variants = ['light', 'filled', 'outline', 'default'] as const;

const dismissibleAlerts = [
  { id: 'saved', color: 'teal', title: 'Changes saved', text: 'Your profile was updated a moment ago.' },
  { id: 'quota', color: 'yellow', title: 'Almost out of space', text: 'You have used 92% of your storage.' },
  { id: 'failed', color: 'red', title: 'Payment failed', text: 'The card on file was declined.' },
];

/** Alerts: colours, variants, dismissible alerts that come back, alerts with rich content. */
export function AlertsPage() {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const visible = dismissibleAlerts.filter((alert) => !dismissed.includes(alert.id));
  return (
    <ExamplePage title="Alerts" description="Contextual feedback for the user's actions, in every colour and style.">
      <ExampleCard title="Colours" description="One alert per semantic colour, on a light background.">
        <Stack gap="sm">
          {kitColors.map((kitColor) => (
            <Alert
              key={kitColor.label}
              color={kitColor.color}
              icon={<IconInfoCircle />}
              title={`${kitColor.label} alert`}
            >
              A simple {kitColor.label.toLowerCase()} alert — check it out.
            </Alert>
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Variants" description="Light, filled, outline and default styles of the same message.">
        <Stack gap="sm">
          {variants.map((variant) => (
            <Alert
              key={variant}
              variant={variant}
              color={variant === 'filled' ? 'indigo.7' : 'indigo'}
              icon={<IconCircleCheck />}
              title={`The ${variant} variant`}
            >
              Alerts take any content: text, links and actions.
            </Alert>
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Dismissible" description="The cross hides an alert; the button brings them all back.">
        <Stack gap="sm">
          {visible.map((alert) => (
            <Alert
              key={alert.id}
              color={alert.color}
              title={alert.title}
              withCloseButton
              closeButtonLabel={`Dismiss ${alert.title}`}
              onClose={() => setDismissed((ids) => [...ids, alert.id])}
            >
              {alert.text}
            </Alert>
          ))}
          {visible.length === 0 ? <Text size="sm">Every alert is dismissed.</Text> : null}
          <Group>
            <Button variant="default" onClick={() => setDismissed([])} disabled={dismissed.length === 0}>
              Show dismissed alerts
            </Button>
          </Group>
        </Stack>
      </ExampleCard>
      <ExampleCard title="With content" description="Headings, lists and actions inside an alert.">
        <Alert color="red" icon={<IconAlertTriangle />} title="Your import has 3 problems">
          <List size="sm" spacing={4} mb="sm">
            <List.Item>Row 12: the email address is missing.</List.Item>
            <List.Item>Row 40: the company name is longer than 120 characters.</List.Item>
            <List.Item>Row 57: the phone number is not valid.</List.Item>
          </List>
          <Group gap="xs">
            <Button size="xs" color="red.9">
              Fix the rows
            </Button>
            <Button size="xs" variant="default" leftSection={<IconX size={14} />}>
              Skip them
            </Button>
          </Group>
        </Alert>
      </ExampleCard>
    </ExamplePage>
  );
}
