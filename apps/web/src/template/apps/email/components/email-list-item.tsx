import { Box, Checkbox, ColorSwatch, Group, Text, UnstyledButton } from '@mantine/core';
import { UserAvatar } from '../../../../shared/ui/user-avatar.tsx';
import type { Email } from '../../../mocks/types.ts';
import { HiddenText } from '../../../shared/ui/hidden-text.tsx';
import { emailPreview, formatEmailTime } from '../email-text.ts';
import classes from './email-list.module.css';
import { labelColors, labelName } from './email-mailboxes.ts';
import { StarButton } from './star-button.tsx';

interface EmailListItemProps {
  email: Email;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
  onToggleStar: () => void;
  onOpen: () => void;
}

/** One row of the list: select, star, sender, subject with a preview, labels and time. */
export function EmailListItem({ email, isSelected, onSelectedChange, onToggleStar, onOpen }: EmailListItemProps) {
  return (
    <Box
      component="li"
      className={classes.item}
      data-unread={!email.isRead || undefined}
      data-selected={isSelected || undefined}
    >
      <Group gap={4} wrap="nowrap" className={classes.controls}>
        <Checkbox
          size="sm"
          checked={isSelected}
          onChange={(event) => onSelectedChange(event.currentTarget.checked)}
          aria-label={`Select “${email.subject}”`}
        />
        <StarButton isStarred={email.isStarred} subject={email.subject} onToggle={onToggleStar} />
      </Group>
      <UnstyledButton className={classes.open} onClick={onOpen}>
        <UserAvatar name={email.from.name} src={email.from.avatar || null} size={36} alt="" visibleFrom="xs" />
        <Box className={classes.summary}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={email.isRead ? 500 : 700} truncate>
              {email.from.name}
              {email.isRead ? null : <HiddenText> (unread)</HiddenText>}
            </Text>
            <Text size="xs" c="dimmed" className={classes.time}>
              {formatEmailTime(email.time)}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={email.isRead ? 400 : 600} truncate className={classes.subject}>
              {email.subject}
              <Text span c="dimmed" size="sm" fw={400} className={classes.preview}>
                {' '}
                — {emailPreview(email.message)}
              </Text>
            </Text>
            <Group gap={4} wrap="nowrap">
              {email.labels.map((label) => (
                <ColorSwatch
                  key={label}
                  size={8}
                  color={`var(--mantine-color-${labelColors[label]}-6)`}
                  title={labelName(label)}
                  withShadow={false}
                />
              ))}
            </Group>
          </Group>
        </Box>
      </UnstyledButton>
    </Box>
  );
}
