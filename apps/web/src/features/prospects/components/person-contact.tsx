import type { PersonSummary } from '@leadpilot/contracts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { isPersonRevealFree, RevealContactButton } from './reveal-contact-button.tsx';
import { RevealedBadge } from './revealed-badge.tsx';
import { TruncatedText } from './truncated-text.tsx';

/** A person's email (masked until revealed) with its status, and their phone when there is one. */
export function PersonContact({ person }: { person: PersonSummary }) {
  return (
    <Stack gap={2} miw={0}>
      {person.email ? (
        <TruncatedText>{person.email}</TruncatedText>
      ) : (
        <Text size="sm" c="dimmed">
          No email
        </Text>
      )}
      <Group gap={6} wrap="nowrap" miw={0}>
        <Box style={{ flexShrink: 0 }}>
          <EmailStatusBadge status={person.emailStatus} />
        </Box>
        {person.phone ? (
          <TruncatedText size="xs" c="dimmed">
            {person.phone}
          </TruncatedText>
        ) : null}
      </Group>
    </Stack>
  );
}

/** Reveal (or the free reveal) until the contact is revealed; then a badge, focused right after the reveal. */
export function PersonRevealAction({ person }: { person: PersonSummary }) {
  const [wasJustRevealed, setWasJustRevealed] = useState(false);
  return person.isRevealed ? (
    <RevealedBadge shouldFocus={wasJustRevealed} />
  ) : (
    <RevealContactButton
      personId={person.id}
      isFree={isPersonRevealFree(person)}
      isCompact
      onRevealed={() => setWasJustRevealed(true)}
    />
  );
}
