import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { WizardValues } from './wizard-schema.ts';

interface ReviewProps {
  values: WizardValues;
  onEdit: (step: number) => void;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} miw={110} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ wordBreak: 'break-word' }}>
        {value === '' ? '—' : value}
      </Text>
    </Group>
  );
}

/** The last step: everything entered, by step, each with a way back to change it. */
export function WizardReview({ values, onEdit }: ReviewProps) {
  const sections = [
    {
      title: 'Account details',
      step: 0,
      rows: [
        ['Username', values.username],
        ['Email', values.email],
        ['Password', '•'.repeat(values.password.length)],
      ],
    },
    {
      title: 'Personal info',
      step: 1,
      rows: [
        ['Name', `${values.firstName} ${values.lastName}`.trim()],
        ['Country', values.country],
        ['Languages', values.language.join(', ')],
      ],
    },
    {
      title: 'Address',
      step: 2,
      rows: [
        ['Address', values.address],
        ['Landmark', values.landmark],
        ['Postcode', values.postcode],
        ['City', values.city],
      ],
    },
    {
      title: 'Social links',
      step: 3,
      rows: [
        ['X (Twitter)', values.twitter],
        ['Facebook', values.facebook],
        ['LinkedIn', values.linkedin],
      ],
    },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="wizard-review">
      {sections.map((section) => (
        <Stack key={section.title} gap="xs">
          <Group justify="space-between">
            <Title order={3} fz="md">
              {section.title}
            </Title>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onEdit(section.step)}
              aria-label={`Edit ${section.title}`}
            >
              Edit
            </Button>
          </Group>
          <Stack gap={4} component="dl" m={0}>
            {section.rows.map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
