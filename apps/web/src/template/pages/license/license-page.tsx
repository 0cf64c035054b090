import { Card, Group, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { accentText } from '../../shared/ui/accent-text.ts';
import { CopyTextButton } from '../ui/copy-text-button.tsx';

const licenseKey = 'LP-7F3A-92KD-X81Q-4BZN';

const details: [string, string][] = [
  ['Licensed to', 'John Doe, Leadpilot Inc.'],
  ['License', 'Extended License'],
  ['Purchased', '12 March 2026'],
  ['Support until', '12 September 2027'],
];

const licenses: { title: string; price: string; rules: [string, boolean][] }[] = [
  {
    title: 'Regular License',
    price: '$39',
    rules: [
      ['Use in a single end product', true],
      ['End product free to its users', true],
      ['Use for a client project', true],
      ['End product sold to its users', false],
      ['Use in a SaaS with paying users', false],
    ],
  },
  {
    title: 'Extended License',
    price: '$899',
    rules: [
      ['Use in a single end product', true],
      ['End product free to its users', true],
      ['Use for a client project', true],
      ['End product sold to its users', true],
      ['Use in a SaaS with paying users', true],
    ],
  },
];

/** /pages/license: the purchased license, its key, and what each license allows. */
export function LicensePage() {
  useDocumentTitle('License');
  return (
    <Stack gap="lg">
      <PageHeader title="License" description="Your purchase, its key and the terms that come with it." />
      <Card component="section" aria-labelledby="your-license">
        <Title order={2} fz="h4" mb="md" id="your-license">
          Your license
        </Title>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {details.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 120, sm: 200 }}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>License key</Table.Th>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text ff="monospace" size="sm" truncate>
                    {licenseKey}
                  </Text>
                  <CopyTextButton value={licenseKey} label="Copy the license key" />
                </Group>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {licenses.map((license) => (
          <Card key={license.title} component="section" aria-labelledby={license.title}>
            <Group justify="space-between" mb="md">
              <Title order={2} fz="h4" id={license.title}>
                {license.title}
              </Title>
              <Text fw={700} c={accentText} fz="xl">
                {license.price}
              </Text>
            </Group>
            <List spacing="sm" size="sm" center>
              {license.rules.map(([rule, isAllowed]) => (
                <List.Item
                  key={rule}
                  icon={
                    <ThemeIcon size={20} radius="xl" variant="light" color={isAllowed ? 'green' : 'red'}>
                      {isAllowed ? (
                        <IconCheck size={12} aria-label="Allowed" />
                      ) : (
                        <IconX size={12} aria-label="Not allowed" />
                      )}
                    </ThemeIcon>
                  }
                >
                  {rule}
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
