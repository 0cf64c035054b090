import { Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { accentText } from '../../shared/ui/accent-text.ts';
import { type AuthVariant, authPath } from './auth-variant.ts';

/** The way back to the demo sign-in, in the same look. */
export function BackToLogin({ variant }: { variant: AuthVariant }) {
  return (
    <Anchor c={accentText} component={Link} to={authPath('login', variant)} size="sm" ta="center">
      <Group gap={4} justify="center" component="span">
        <IconChevronLeft size={16} aria-hidden />
        Back to sign in
      </Group>
    </Anchor>
  );
}
