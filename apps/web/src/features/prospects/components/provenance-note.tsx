import type { PersonDetail } from '@leadpilot/contracts';
import { Text } from '@mantine/core';
import { formatDate } from '../../../shared/format/format-date.ts';

interface ProvenanceNoteProps {
  provenance: PersonDetail['provenance'][string] | undefined;
  /** Names the field ("Title: company website · …") where the note stands apart from it. */
  field?: string;
}

/** "Source: email verification · verified 12 Mar 2026". */
export function ProvenanceNote({ provenance, field }: ProvenanceNoteProps) {
  if (!provenance) return null;
  const verified = formatDate(provenance.verifiedAt);
  return (
    <Text size="xs" c="dimmed">
      {field ?? 'Source'}: {provenance.source}
      {verified ? ` · verified ${verified}` : ''}
    </Text>
  );
}
