import type { Member, OrganisationRole } from '@leadpilot/contracts';
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
}

/** The member table; it scrolls sideways on narrow screens. */
export function TeamMembersTable({
  members,
  isFetching,
  currentUserId,
  actorRole,
  onChangeRole,
  onDeactivate,
}: TeamMembersTableProps) {
  const columns = actorRole ? 5 : 4;
  return (
    <Table.ScrollContainer minWidth={720} type="native">
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
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
