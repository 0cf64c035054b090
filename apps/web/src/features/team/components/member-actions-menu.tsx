import type { Member, OrganisationRole } from '@leadpilot/contracts';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCoins, IconDots, IconMailForward, IconPlayerPlay, IconUserCog, IconUserOff } from '@tabler/icons-react';
import { useReactivateMemberMutation } from '../api/reactivate-member.ts';
import { useResendInvitationMutation } from '../api/resend-invitation.ts';

interface MemberActionsMenuProps {
  member: Member;
  /** The signed-in user's role: only an owner may manage another owner. */
  actorRole: OrganisationRole;
  onChangeRole: (member: Member) => void;
  onDeactivate: (member: Member) => void;
  /** Set when the signed-in user manages credits: adds "Set credit allowance". */
  onSetAllowance?: (member: Member) => void;
}

/** The row menu of a teammate: change role, credit allowance, resend the invitation, deactivate or reactivate. */
export function MemberActionsMenu({
  member,
  actorRole,
  onChangeRole,
  onDeactivate,
  onSetAllowance,
}: MemberActionsMenuProps) {
  const [resendInvitation, { isLoading: isResending }] = useResendInvitationMutation();
  const [reactivateMember, { isLoading: isReactivating }] = useReactivateMemberMutation();
  const ownerLocked = member.role === 'owner' && actorRole !== 'owner';

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Actions for ${member.name}`}
          loading={isResending || isReactivating}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {ownerLocked ? <Menu.Label>Only an owner can manage another owner</Menu.Label> : null}
        <Menu.Item
          leftSection={<IconUserCog size={16} aria-hidden />}
          disabled={ownerLocked}
          onClick={() => onChangeRole(member)}
        >
          Change role
        </Menu.Item>
        {onSetAllowance ? (
          <Menu.Item leftSection={<IconCoins size={16} aria-hidden />} onClick={() => onSetAllowance(member)}>
            Set credit allowance
          </Menu.Item>
        ) : null}
        {member.status === 'invited' ? (
          <Menu.Item
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={() => void resendInvitation({ userId: member.id })}
          >
            Resend invitation
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        {member.status === 'deactivated' ? (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            disabled={ownerLocked}
            onClick={() => void reactivateMember({ userId: member.id })}
          >
            Reactivate
          </Menu.Item>
        ) : (
          <Menu.Item
            color="red"
            leftSection={<IconUserOff size={16} aria-hidden />}
            disabled={ownerLocked}
            onClick={() => onDeactivate(member)}
          >
            Deactivate
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
