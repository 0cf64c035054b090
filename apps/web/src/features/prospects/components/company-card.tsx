import type { PersonSummary } from '@leadpilot/contracts';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessageOf } from '../../../api/base-query.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useGetCompanyQuery } from '../api/get-company.ts';
import { CompanyDetails } from './company-details.tsx';

/** The person's company: what it does, its size, money and stack, and the people who run it. */
export function CompanyCard({ company }: { company: NonNullable<PersonSummary['company']> }) {
  const detail = useGetCompanyQuery(company.id);
  return (
    <SectionCard title="Company">
      <Stack gap={2}>
        <Text fw={600}>{company.name}</Text>
        <Anchor href={`https://${company.domain}`} target="_blank" rel="noopener noreferrer" size="sm">
          {company.domain}
        </Anchor>
      </Stack>
      {detail.data ? (
        <CompanyDetails detail={detail.data} />
      ) : detail.isError ? (
        <QueryErrorState message={errorMessageOf(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <Stack gap="xs" aria-label="Loading company" role="status">
          <Skeleton height={14} width="80%" radius="sm" />
          <Skeleton height={14} width="60%" radius="sm" />
          <Skeleton height={14} width="70%" radius="sm" />
        </Stack>
      )}
    </SectionCard>
  );
}
