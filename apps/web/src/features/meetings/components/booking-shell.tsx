import { Box, Container, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of the public booking and manage pages: no app chrome and no sign-in links (the visitor
 * is a prospect, not a user), one card that fills a phone's width and stays readable on a desktop.
 */
export function BookingShell({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" py={{ base: 'md', sm: 48 }}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Container size={720} px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="sm">
          <Paper component="main" id="main-content" withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            Scheduling by Leadpilot
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
