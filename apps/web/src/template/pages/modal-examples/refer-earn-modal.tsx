import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileText, IconMessage2, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyTextButton } from '../ui/copy-text-button.tsx';
import type { ExampleModalProps } from './modal-props.ts';

const referralLink = 'https://leadpilot.test/r/john-doe';
const steps = [
  { icon: IconMessage2, text: 'Invite your friends' },
  { icon: IconFileText, text: 'They sign up' },
  { icon: IconWallet, text: 'You both earn $50' },
];

/** Refer & earn: how it works, an email invitation and the referral link. */
export function ReferEarnModal({ opened, onClose }: ExampleModalProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleInvite() {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Enter a valid email');
      return;
    }
    notifications.show({ color: 'green', message: `An invitation went to ${email.trim()}.`, autoClose: 2000 });
    setEmail('');
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Refer & earn"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <Stack gap="lg">
        <SimpleGrid cols={3} spacing="sm">
          {steps.map(({ icon: StepIcon, text }) => (
            <Stack key={text} align="center" gap="xs" ta="center">
              <ThemeIcon size={48} radius={48} variant="light" aria-hidden>
                <StepIcon size={24} />
              </ThemeIcon>
              <Text size="sm">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label="Invite your friends"
            placeholder="friend@example.com"
            type="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            style={{ flex: 1 }}
          />
          <Button mt={25} onClick={handleInvite}>
            Send
          </Button>
        </Group>
        <TextInput
          label="Share the referral link"
          value={referralLink}
          readOnly
          rightSection={<CopyTextButton value={referralLink} label="Copy the referral link" />}
        />
      </Stack>
    </Modal>
  );
}
