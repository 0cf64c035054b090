import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** Stands in for the bio, skills and employment history until the person is revealed. */
export function RevealProfilePrompt() {
  return (
    <SectionCard title="Full profile">
      <Stack align="center" gap="sm" py="md" ta="center">
        <ThemeIcon size={48} radius={48} variant="light" color="indigo" aria-hidden>
          <IconLock size={24} />
        </ThemeIcon>
        <Text fw={600}>Reveal to see the full profile</Text>
        <Text size="sm" c="dimmed" maw={420}>
          The bio, skills and employment history come with the email and phone: reveal the contact to see them.
        </Text>
      </Stack>
    </SectionCard>
  );
}
