import { type EnrichmentStage, enrichmentStageLabels } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';

const colours: Record<EnrichmentStage, string> = {
  uploaded: 'gray',
  mapped: 'gray',
  estimated: 'blue',
  review: 'yellow',
  running: 'indigo',
  completed: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

/** A file's stage in a word, in its colour. */
export function StageBadge({ stage }: { stage: EnrichmentStage }) {
  return (
    <Badge variant="light" color={colours[stage]} radius="sm">
      {enrichmentStageLabels[stage]}
    </Badge>
  );
}
