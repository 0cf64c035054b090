import type { Member, MemberAllowance } from '@leadpilot/contracts';
import { Button, Group, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { formatCredits } from '../../../shared/format/format-money.ts';
import { useSetMemberAllowanceMutation } from '../api/set-member-allowance.ts';

const maxAllowance = 10_000_000;

interface CreditAllowanceModalProps {
  member: Member;
  /** The member's current allowance, when known. */
  allowance: MemberAllowance | null;
  opened: boolean;
  onClose: () => void;
}

function allowanceError(isUnlimited: boolean, value: number | string): string | null {
  if (isUnlimited) return null;
  if (typeof value !== 'number') return 'Enter a number of credits, or choose No limit';
  if (!Number.isInteger(value) || value < 0 || value > maxAllowance) {
    return `Enter a whole number from 0 to ${formatCredits(maxAllowance)}`;
  }
  return null;
}

/** Caps what one member may spend, or lifts the cap; mount it afresh for each member (a `key`). */
export function CreditAllowanceModal({ member, allowance, opened, onClose }: CreditAllowanceModalProps) {
  const [setMemberAllowance, { isLoading }] = useSetMemberAllowanceMutation();
  const current = allowance?.allowance ?? null;
  const [isUnlimited, setUnlimited] = useState(current === null);
  const [value, setValue] = useState<number | string>(current ?? '');
  const [showError, setShowError] = useState(false);
  const error = allowanceError(isUnlimited, value);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowError(true);
    if (error !== null) return;
    try {
      await setMemberAllowance({
        userId: member.id,
        credit: typeof value === 'number' && !isUnlimited ? value : null,
      }).unwrap();
      onClose();
    } catch {
      // The HTTP client has shown the server's reason; the modal stays open to try again.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Credit allowance" size="md">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Cap how many credits {member.name} may spend from the organisation’s balance.
            {allowance ? ` They have used ${formatCredits(allowance.used)} so far.` : ''}
          </Text>
          <Switch
            label="No limit"
            description="They draw freely from the organisation’s balance."
            checked={isUnlimited}
            onChange={(event) => setUnlimited(event.currentTarget.checked)}
            data-autofocus={isUnlimited || undefined}
          />
          <NumberInput
            label="Allowance (credits)"
            value={value}
            onChange={setValue}
            disabled={isUnlimited}
            min={0}
            max={maxAllowance}
            step={100}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            error={showError ? error : null}
            data-autofocus={!isUnlimited || undefined}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Save allowance
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
