import { type SimulatedReplyKind, simulatedReplyKinds, simulatedReplyLabels } from '@leadpilot/contracts';
import { Button, Menu } from '@mantine/core';
import { IconArrowBackUp, IconChevronDown } from '@tabler/icons-react';
import { useSimulateReplyMutation } from '../api/simulate-reply.ts';

/**
 * Answers a campaign message as its prospect (or their mail server) would: the answer lands in the
 * sending mailbox, where the reply reader reads, labels and applies it, so the whole loop can be
 * tried offline. The server's confirmation shows as a toast.
 */
export function SimulateReplyMenu({ messageId }: { messageId: string }) {
  const [simulate, { isLoading }] = useSimulateReplyMutation();
  const send = (kind: SimulatedReplyKind) => {
    void simulate({ id: messageId, kind });
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size="xs"
          loading={isLoading}
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Answer as the prospect
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>The prospect answers…</Menu.Label>
        {simulatedReplyKinds.map((kind) => (
          <Menu.Item key={kind} onClick={() => send(kind)}>
            {simulatedReplyLabels[kind]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
