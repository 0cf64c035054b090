import { prospectCreditPrices } from '@leadpilot/contracts';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useRevealContactMutation } from '../api/reveal-contact.ts';

const price = prospectCreditPrices.revealContact;
export const revealLabel = `Reveal · ${price} ${price === 1 ? 'credit' : 'credits'}`;

interface RevealContactButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  personId: string;
  onRevealed?: () => void;
}

/** Spends a credit (once per organisation) to show a person's email and phone; only ever on a click. */
export function RevealContactButton({
  personId,
  onRevealed,
  size = 'xs',
  variant = 'light',
  fullWidth,
}: RevealContactButtonProps) {
  const [revealContact, { isLoading }] = useRevealContactMutation();

  const handleClick = async () => {
    try {
      await revealContact(personId).unwrap();
      onRevealed?.();
    } catch {
      // The HTTP client has shown the server's reason (no credits left, say).
    }
  };

  return (
    <Button
      size={size}
      variant={variant}
      fullWidth={fullWidth}
      leftSection={<IconLockOpen size={14} aria-hidden />}
      loading={isLoading}
      onClick={() => void handleClick()}
      style={{ flexShrink: 0 }}
    >
      {revealLabel}
    </Button>
  );
}
