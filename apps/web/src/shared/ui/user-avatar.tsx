import { Avatar, type AvatarProps } from '@mantine/core';

/**
 * Dark shades only: white initials keep a 4.5:1 contrast on each (Mantine's own "initials"
 * colours include light ones that fail WCAG AA).
 */
const avatarColors = ['indigo.8', 'violet.8', 'grape.8', 'blue.8', 'pink.8', 'cyan.9', 'teal.9', 'red.9'] as const;

function colorFor(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return avatarColors[hash % avatarColors.length] ?? 'indigo.8';
}

type UserAvatarProps = Omit<AvatarProps, 'name' | 'color' | 'variant'> & {
  name: string;
  src?: string | null;
};

/** A person's picture, or their initials on a colour that stays the same for the same name. */
export function UserAvatar({ name, src, ...props }: UserAvatarProps) {
  return <Avatar src={src} name={name} color={colorFor(name)} variant="filled" radius="xl" {...props} />;
}
