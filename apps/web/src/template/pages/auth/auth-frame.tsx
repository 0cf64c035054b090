import { Box, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { BrandLogo } from '../../../shared/ui/brand-logo.tsx';
import classes from './auth-frame.module.css';
import type { AuthVariant } from './auth-variant.ts';

interface AuthFrameProps {
  variant: AuthVariant;
  /** The page's heading and the line under it. */
  title: string;
  description: ReactNode;
  /** The cover variant's picture and caption (hidden on phones). */
  illustration: { icon: Icon; caption: string };
  children: ReactNode;
}

/** The frame every demo sign-in page shares: a centred card, or a form beside an illustration. */
export function AuthFrame({ variant, title, description, illustration, children }: AuthFrameProps) {
  useDocumentTitle(title);
  const content = (
    <Stack gap="lg">
      <BrandLogo />
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );

  if (variant === 'basic') {
    return (
      <main className={classes.basic}>
        <Card w="100%" maw={460} shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          {content}
        </Card>
      </main>
    );
  }

  const { icon: IllustrationIcon, caption } = illustration;
  return (
    <main className={classes.cover}>
      <Box className={classes.illustration} visibleFrom="md" aria-hidden>
        <ThemeIcon size={220} radius={220} variant="gradient" gradient={{ from: 'indigo', to: 'violet', deg: 135 }}>
          <IllustrationIcon size={120} stroke={1.2} />
        </ThemeIcon>
        <Text fz="xl" fw={600} maw={420}>
          {caption}
        </Text>
      </Box>
      <div className={classes.side}>{content}</div>
    </main>
  );
}
