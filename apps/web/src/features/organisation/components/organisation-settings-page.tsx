import { Skeleton, Stack } from '@mantine/core';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useGetOrganisationQuery } from '../../../api/endpoints/get-organisation.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { CreditSummaryCard } from './credit-summary-card.tsx';
import { OrganisationSettingsForm } from './organisation-settings-form.tsx';

/** Settings → Organisation. */
export function OrganisationSettingsPage() {
  const organisation = useGetOrganisationQuery();
  const canEdit = useAppAbility().can('update', 'Organisation');
  return (
    <Stack gap="xl">
      <PageHeader
        title="Organisation"
        description="Your company’s details, time zone and the postal address that goes into every campaign email."
      />
      <CreditSummaryCard />
      {organisation.data ? (
        <OrganisationSettingsForm
          key={organisation.data.updatedAt}
          organisation={organisation.data}
          canEdit={canEdit}
        />
      ) : organisation.isError ? (
        <QueryErrorState message={errorMessageOf(organisation.error)} onRetry={() => void organisation.refetch()} />
      ) : (
        <Stack gap="lg" aria-busy="true" aria-label="Loading organisation settings">
          <Skeleton height={260} radius="lg" />
          <Skeleton height={300} radius="lg" />
        </Stack>
      )}
    </Stack>
  );
}
