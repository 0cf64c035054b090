import type { CampaignTaskKind } from '@leadpilot/contracts';
import { Group, Text } from '@mantine/core';
import { IconBrandLinkedin, IconChecklist, IconPhone } from '@tabler/icons-react';

/** Each kind of task with its label and icon. */
export const taskKinds: Record<CampaignTaskKind, { label: string; icon: typeof IconPhone }> = {
  call: { label: 'Call', icon: IconPhone },
  linkedin: { label: 'LinkedIn', icon: IconBrandLinkedin },
  other: { label: 'Other', icon: IconChecklist },
};

/** A task's kind: its icon and label. */
export function TaskKind({ kind }: { kind: CampaignTaskKind }) {
  const { label, icon: Icon } = taskKinds[kind];
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
