import type { CampaignDetail, CampaignFigures } from '@leadpilot/contracts';
import { Card, SimpleGrid, Text } from '@mantine/core';

/** The headline numbers: replies, positive replies and meetings lead; opens are never shown first. */
export function CampaignFiguresGrid({
  campaign,
  figures,
}: {
  campaign: CampaignDetail;
  figures: CampaignFigures | null;
}) {
  const enrolled = Object.values(campaign.enrolments).reduce((sum, count) => sum + count, 0);
  const items: [string, number | null][] = [
    ['Prospects', figures?.prospects ?? enrolled],
    ['Sent', figures?.sent ?? null],
    ['Replies', figures?.replies ?? null],
    ['Positive replies', figures?.positiveReplies ?? null],
    ['Meetings', figures?.meetings ?? null],
    ['Still in sequence', figures?.active ?? (campaign.enrolments.active ?? 0) + (campaign.enrolments.held ?? 0)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" role="list" aria-label="Campaign figures">
      {items.map(([label, value]) => (
        <Card key={label} role="listitem" padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fz="h3" fw={700}>
            {value === null ? '—' : value.toLocaleString()}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
