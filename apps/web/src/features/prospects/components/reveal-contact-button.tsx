import { freeRevealReason, isRevealFree, type PersonSummary, prospectCreditPrices } from '@leadpilot/contracts';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useRevealContactMutation } from '../api/reveal-contact.ts';

const price = prospectCreditPrices.revealContact;
export const revealLabel = `Reveal · ${price} ${price === 1 ? 'credit' : 'credits'}`;
/** The label for a person revealed for nothing (an invalid email and no phone: `isRevealFree`). */
export const freeRevealLabel = 'Reveal · free';

/** Whether revealing this person costs nothing (the phone shown masked, or null when there is none). */
export const isPersonRevealFree = (person: Pick<PersonSummary, 'emailStatus' | 'phone'>) =>
  isRevealFree({ emailStatus: person.emailStatus, hasPhone: person.phone !== null });

interface RevealContactButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  personId: string;
  /** Nothing to use (an invalid email and no phone): revealing costs nothing. */
  isFree?: boolean;
  /** "Reveal" or "Free" on the button (a narrow table column); its name still says the cost. */
  isCompact?: boolean;
  onRevealed?: () => void;
}

/** Spends a credit (once per organisation) to show a person's email and phone; only ever on a click. */
export function RevealContactButton({
  personId,
  isFree = false,
  isCompact = false,
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
      title={isFree ? freeRevealReason : isCompact ? revealLabel : undefined}
      aria-label={isCompact ? (isFree ? freeRevealLabel : revealLabel) : undefined}
    >
      {isCompact ? (isFree ? 'Free' : 'Reveal') : isFree ? freeRevealLabel : revealLabel}
    </Button>
  );
}
