import { type PersonSummary, sizeBandLabels } from '@leadpilot/contracts';
import { Stack, Text } from '@mantine/core';
import { labelOf } from './prospect-labels.ts';
import { TruncatedText } from './truncated-text.tsx';

/** The company's name, size band and industry. */
export function CompanyCell({ company }: { company: PersonSummary['company'] }) {
  if (!company) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={0} miw={0}>
      <TruncatedText fw={500}>{company.name}</TruncatedText>
      <TruncatedText size="xs" c="dimmed">
        {`${labelOf(sizeBandLabels, company.sizeBand)} · ${company.industry}`}
      </TruncatedText>
    </Stack>
  );
}
