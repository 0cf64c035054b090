import { Indicator } from '@mantine/core';
import { UserAvatar } from '../../../../shared/ui/user-avatar.tsx';
import type { ChatContact, ChatStatus } from '../../../mocks/types.ts';

/** Each status's dot colour. */
export const statusColors: Record<ChatStatus, string> = {
  online: 'green.7',
  busy: 'red.7',
  away: 'orange.6',
  offline: 'gray.6',
};

/** A status as people read it. */
export function statusName(status: ChatStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

interface StatusAvatarProps {
  person: Pick<ChatContact, 'fullName' | 'avatar' | 'status'>;
  size?: number;
}

/** A person's picture with their status as a dot (the status is said in the text beside it). */
export function StatusAvatar({ person, size = 40 }: StatusAvatarProps) {
  return (
    <Indicator
      color={statusColors[person.status]}
      position="bottom-end"
      offset={size / 7}
      size={Math.max(9, size / 4)}
      withBorder
      aria-hidden
    >
      <UserAvatar name={person.fullName} src={person.avatar || null} size={size} alt="" />
    </Indicator>
  );
}
