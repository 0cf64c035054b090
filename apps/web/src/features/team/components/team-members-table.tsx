import type { Member, MemberAllowance, OrganisationRole } from '@leadpilot/contracts';
import { Table, VisuallyHidden } from '@mantine/core';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
import { TeamMemberRow } from './team-member-row.tsx';

interface TeamMembersTableProps {
  /** Null while the first page loads. */
  members: Member[] | null;
  /** A newer page or filter is loading; the current rows stay visible. */
  isFetching: boolean;
  currentUserId: string | null;
  /** The signed-in user's role when they manage the team; null hides the actions column. */
  actorRole: OrganisationRole | null;
  onChangeRole: (member: Member) => void;
  onDeactivate: (member: Member) => void;
  /** Every member's allowance; undefined while loading, null when it could not be loaded. */
  allowances: MemberAllowance[] | null | undefined;
  onSetAllowance?: (member: Member) => void;
}

/** The member table; it scrolls sideways on narrow screens. */
export function TeamMembersTable({
  members,
  isFetching,
  currentUserId,
  actorRole,
  onChangeRole,
  onDeactivate,
  allowances,
  onSetAllowance,
}: TeamMembersTableProps) {
  const columns = actorRole ? 6 : 5;
  // A member missing from a loaded list has no allowance and has spent nothing.
  const allowanceOf = (member: Member) =>
    allowances
      ? (allowances.find((entry) => entry.userId === member.id) ?? { userId: member.id, allowance: null, used: 0 })
      : allowances;
  return (
    <Table.ScrollContainer minWidth={860} type="native" tabIndex={0} role="region" aria-label="Team members table">
      <Table
        aria-label="Team members"
        aria-busy={members === null || isFetching}
        style={{ opacity: members !== null && isFetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th w={120}>Role</Table.Th>
            <Table.Th w={140}>Status</Table.Th>
            <Table.Th w={150}>Credits</Table.Th>
            <Table.Th w={200}>Last sign-in</Table.Th>
            {actorRole ? (
              <Table.Th w={64}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members === null ? (
            <TableSkeleton columns={columns} rows={5} />
          ) : (
            members.map((member) => (
              <TeamMemberRow
                key={member.id}
                member={member}
                isSelf={member.id === currentUserId}
                actorRole={actorRole}
                onChangeRole={onChangeRole}
                onDeactivate={onDeactivate}
                allowance={allowanceOf(member)}
                onSetAllowance={onSetAllowance}
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
