import type { CompanyDetail } from '@leadpilot/contracts';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { companyFacts } from './company-facts.ts';
import { KeyPeopleList } from './key-people-list.tsx';

/** The company's description, facts, technologies and key people. */
export function CompanyDetails({ detail }: { detail: CompanyDetail }) {
  return (
    <Stack gap="md">
      {detail.description ? <Text size="sm">{detail.description}</Text> : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
        {companyFacts(detail).map((fact) => (
          <Stack key={fact.label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {fact.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {detail.technologies.length > 0 ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Technologies
          </Text>
          <Group gap={6}>
            {detail.technologies.map((technology) => (
              <Badge key={technology} variant="light" color="gray" tt="none">
                {technology}
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : null}
      <KeyPeopleList people={detail.keyPeople} />
    </Stack>
  );
}
