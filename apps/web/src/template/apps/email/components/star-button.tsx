import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

interface StarButtonProps {
  isStarred: boolean;
  subject: string;
  onToggle: () => void;
}

/** Stars or unstars one email; pressed while starred. */
export function StarButton({ isStarred, subject, onToggle }: StarButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color={isStarred ? 'yellow' : 'gray'}
      aria-label={`Star “${subject}”`}
      aria-pressed={isStarred}
      onClick={onToggle}
    >
      {isStarred ? <IconStarFilled size={18} color="var(--mantine-color-yellow-5)" /> : <IconStar size={18} />}
    </ActionIcon>
  );
}
