import { Skeleton, Stack } from '@mantine/core';
import { errorMessageOf } from '../../../api/base-query.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useGetProfileQuery } from '../api/get-profile.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { LinkedAccountsCard } from './linked-accounts-card.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { SignOutEverywhereCard } from './sign-out-everywhere-card.tsx';

/** Your profile: personal details, password and sessions. */
export function ProfilePage() {
  const profile = useGetProfileQuery();
  return (
    <Stack gap="xl">
      <PageHeader
        title="Your profile"
        description="How teammates see you in Leadpilot, and how you keep your account secure."
      />
      {profile.data ? (
        <>
          <ProfileDetailsForm profile={profile.data} />
          <ChangePasswordCard />
          <LinkedAccountsCard />
          <SignOutEverywhereCard />
        </>
      ) : profile.isError ? (
        <QueryErrorState message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
      ) : (
        <Stack gap="xl" aria-busy="true" aria-label="Loading your profile">
          <Skeleton height={360} radius="lg" />
          <Skeleton height={200} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      )}
    </Stack>
  );
}
