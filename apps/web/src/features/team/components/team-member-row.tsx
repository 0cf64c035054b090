import { type Member, type MemberAllowance, type OrganisationRole, roleLabels } from '@leadpilot/contracts';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { MemberActionsMenu } from './member-actions-menu.tsx';
import { MemberCreditCell } from './member-credit-cell.tsx';
import { MemberStatusBadge } from './member-status-badge.tsx';

interface TeamMemberRowProps {
  member: Member;
  isSelf: boolean;
  /** Set when the signed-in user manages the team: the row gets its actions cell. */
  actorRole: OrganisationRole | null;
  onChangeRole: (member: Member) => void;
  onDeactivate: (member: Member) => void;
  /** Undefined while allowances load, null when they could not be loaded. */
  allowance: MemberAllowance | null | undefined;
  onSetAllowance?: (member: Member) => void;
}

/** One teammate: who they are, role, status, credits used, last sign-in and what can be done. */
export function TeamMemberRow({
  member,
  isSelf,
  actorRole,
  onChangeRole,
  onDeactivate,
  allowance,
  onSetAllowance,
}: TeamMemberRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar src={member.avatar} name={member.name} size={36} aria-hidden />
          <Stack gap={0} miw={0}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} truncate="end">
                {member.name}
              </Text>
              {isSelf ? (
                <Badge size="xs" variant="light" color="indigo">
                  You
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" truncate="end">
              {member.email}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{roleLabels[member.role]}</Text>
      </Table.Td>
      <Table.Td>
        <MemberStatusBadge status={member.status} />
      </Table.Td>
      <Table.Td>
        <MemberCreditCell allowance={allowance} />
      </Table.Td>
      <Table.Td>
        {member.lastLoginAt ? (
          <Text size="sm" component="time" dateTime={member.lastLoginAt}>
            {formatDateTime(member.lastLoginAt)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Never
          </Text>
        )}
      </Table.Td>
      {actorRole ? (
        <Table.Td ta="right">
          {isSelf ? null : (
            <MemberActionsMenu
              member={member}
              actorRole={actorRole}
              onChangeRole={onChangeRole}
              onDeactivate={onDeactivate}
              onSetAllowance={onSetAllowance}
            />
          )}
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
