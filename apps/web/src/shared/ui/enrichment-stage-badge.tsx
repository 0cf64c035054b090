import { type EnrichmentStage, enrichmentStageLabels } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';

/**
 * Each stage's colour, in its darkest shade (white or, by auto contrast, black words stay above
 * 4.5:1). Shared by the members' enrichment screens and the super-admin's.
 */
const colours: Record<EnrichmentStage, string> = {
  uploaded: 'gray.7',
  mapped: 'gray.7',
  estimated: 'blue.9',
  review: 'yellow.9',
  running: 'indigo.9',
  verifying: 'violet.9',
  completed: 'teal.9',
  failed: 'red.9',
  cancelled: 'gray.7',
};

/** An enrichment file's stage in a word, in its colour (a span: it also sits inside a line of text). */
export function EnrichmentStageBadge({ stage }: { stage: EnrichmentStage }) {
  return (
    <Badge component="span" variant="filled" color={colours[stage]} autoContrast radius="sm">
      {enrichmentStageLabels[stage]}
    </Badge>
  );
}
