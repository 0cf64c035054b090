import type { Member } from '@leadpilot/contracts';
import { Button, Card, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { useUserData } from '../../../session/use-session.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListMemberAllowancesQuery } from '../api/list-member-allowances.ts';
import { useListTeamMembersQuery } from '../api/list-team-members.ts';
import { ChangeRoleModal } from './change-role-modal.tsx';
import { CreditAllowanceModal } from './credit-allowance-modal.tsx';
import { DeactivateMemberModal } from './deactivate-member-modal.tsx';
import { InviteMemberModal } from './invite-member-modal.tsx';
import { TeamEmptyState } from './team-empty-state.tsx';
import { type StatusFilter, TeamFilters } from './team-filters.tsx';
import { TeamMembersTable } from './team-members-table.tsx';

const perPage = 10;

/** The open row dialog; kept while it animates out, `id` remounts it for the next member. */
interface MemberDialog {
  kind: 'change-role' | 'deactivate' | 'allowance';
  member: Member;
  opened: boolean;
  id: number;
}

/** Settings → Team: who is in the organisation, and (owners and admins) invitations and access. */
export function TeamSettingsPage() {
  const ability = useAppAbility();
  const canManage = ability.can('manage', 'Team');
  const canManageCredits = ability.can('manage', 'Credits');
  const userData = useUserData();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<StatusFilter>('all');
  // The page belongs to one search and filter: any change starts again at page 1.
  const filterKey = `${status}\n${debouncedSearch}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const [inviteOpened, setInviteOpened] = useState(false);
  const [dialog, setDialog] = useState<MemberDialog | null>(null);

  const members = useListTeamMembersQuery({
    q: debouncedSearch || undefined,
    page,
    perPage,
    status: status === 'all' ? undefined : status,
  });
  const allowances = useListMemberAllowancesQuery();
  const allowanceList = allowances.data ?? (allowances.isError ? null : undefined);
  const total = members.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));

  // After a change shrinks the list, a page past the end moves back to the last one.
  useEffect(() => {
    if (members.data && members.data.data.length === 0 && page > lastPage) {
      setPaging({ filterKey, page: lastPage });
    }
  }, [members.data, page, lastPage, filterKey]);

  const isFiltered = debouncedSearch !== '' || status !== 'all';
  const actorRole = canManage && userData ? userData.role : null;
  const canGrantOwner = userData?.role === 'owner';
  const openDialog = (kind: MemberDialog['kind'], member: Member) =>
    setDialog((current) => ({ kind, member, opened: true, id: (current?.id ?? 0) + 1 }));
  const closeDialog = () => setDialog((current) => (current ? { ...current, opened: false } : null));
  const clearFilters = () => {
    setSearch('');
    setStatus('all');
  };

  return (
    <Stack gap="xl">
      <PageHeader
        title="Team"
        description="Everyone in your organisation, their role and whether they can sign in."
        actions={
          canManage ? (
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviteOpened(true)}>
              Invite member
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <TeamFilters search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
        {members.isError && !members.data ? (
          <QueryErrorState message={errorMessageOf(members.error)} onRetry={() => void members.refetch()} />
        ) : members.data && members.data.total === 0 ? (
          <Card>
            <TeamEmptyState
              isFiltered={isFiltered}
              canInvite={canManage}
              onClearFilters={clearFilters}
              onInvite={() => setInviteOpened(true)}
            />
          </Card>
        ) : (
          <Card padding={0}>
            <TeamMembersTable
              members={members.data?.data ?? null}
              isFetching={members.isFetching}
              currentUserId={userData?.id ?? null}
              actorRole={actorRole}
              onChangeRole={(member) => openDialog('change-role', member)}
              onDeactivate={(member) => openDialog('deactivate', member)}
              allowances={allowanceList}
              onSetAllowance={canManageCredits ? (member) => openDialog('allowance', member) : undefined}
            />
          </Card>
        )}
        <PaginationFooter page={page} perPage={perPage} total={total} onPageChange={setPage} noun="members" />
      </Stack>
      {canManage ? (
        <InviteMemberModal opened={inviteOpened} onClose={() => setInviteOpened(false)} canGrantOwner={canGrantOwner} />
      ) : null}
      {dialog?.kind === 'change-role' ? (
        <ChangeRoleModal
          key={dialog.id}
          member={dialog.member}
          opened={dialog.opened}
          onClose={closeDialog}
          canGrantOwner={canGrantOwner}
        />
      ) : null}
      {dialog?.kind === 'deactivate' ? (
        <DeactivateMemberModal key={dialog.id} member={dialog.member} opened={dialog.opened} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'allowance' ? (
        <CreditAllowanceModal
          key={dialog.id}
          member={dialog.member}
          allowance={allowances.data?.find((entry) => entry.userId === dialog.member.id) ?? null}
          opened={dialog.opened}
          onClose={closeDialog}
        />
      ) : null}
    </Stack>
  );
}
