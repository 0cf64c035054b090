import { Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconBell, IconBookmark, IconLink, IconLock, IconUser, IconUserOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { CenteredState } from '../../../../shared/ui/centered-state.tsx';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { isNotFound } from '../../../shared/ui/is-not-found.ts';
import { useGetUserQuery } from '../api/users-api.ts';
import { AccountTab } from './tabs/account-tab.tsx';
import { BillingTab } from './tabs/billing-tab.tsx';
import { ConnectionsTab } from './tabs/connections-tab.tsx';
import { NotificationsTab } from './tabs/notifications-tab.tsx';
import { SecurityTab } from './tabs/security-tab.tsx';
import { UserPlanCard } from './user-plan-card.tsx';
import { UserProfileCard } from './user-profile-card.tsx';

/** /apps/user/view/:id: one user's profile, plan and the account, security, billing, notifications and connections tabs. */
export function UserViewPage() {
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  const { data: user, isLoading, isError, error, refetch } = useGetUserQuery(id, { skip: !Number.isInteger(id) });
  useDocumentTitle(user?.fullName ?? 'User');

  if (!Number.isInteger(id) || isNotFound(error)) {
    return (
      <CenteredState
        icon={<IconUserOff size={34} stroke={1.6} />}
        title="User not found"
        description={`There is no user #${rawId}. They may have been deleted.`}
        actionTo="/apps/user/list"
        actionLabel="Back to users"
      />
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={user?.fullName ?? 'User'}
        description={user ? `${user.company} · ${user.email}` : 'Loading the user…'}
      />
      {isError ? <QueryErrorState message={errorMessage(error)} onRetry={refetch} /> : null}
      {isLoading ? <Skeleton height={480} radius="lg" aria-label="Loading user" /> : null}
      {user ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="lg">
              <UserProfileCard user={user} />
              <UserPlanCard user={user} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Tabs defaultValue="account" variant="pills" keepMounted={false}>
              <Tabs.List mb="lg" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
                <Tabs.Tab value="account" leftSection={<IconUser size={16} />}>
                  Account
                </Tabs.Tab>
                <Tabs.Tab value="security" leftSection={<IconLock size={16} />}>
                  Security
                </Tabs.Tab>
                <Tabs.Tab value="billing" leftSection={<IconBookmark size={16} />}>
                  Billing &amp; plans
                </Tabs.Tab>
                <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
                  Notifications
                </Tabs.Tab>
                <Tabs.Tab value="connections" leftSection={<IconLink size={16} />}>
                  Connections
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="account">
                <AccountTab user={user} />
              </Tabs.Panel>
              <Tabs.Panel value="security">
                <SecurityTab />
              </Tabs.Panel>
              <Tabs.Panel value="billing">
                <BillingTab user={user} />
              </Tabs.Panel>
              <Tabs.Panel value="notifications">
                <NotificationsTab />
              </Tabs.Panel>
              <Tabs.Panel value="connections">
                <ConnectionsTab />
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
