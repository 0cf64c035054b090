import { Box, Text } from '@mantine/core';
import type { DiffPart } from './word-diff.ts';

/** A word diff: removed words struck through in red, added words underlined in green. */
export function DiffView({ parts, label }: { parts: DiffPart[]; label: string }) {
  return (
    <Box
      role="group"
      aria-label={label}
      p="sm"
      bd="1px solid var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      <Text size="sm" component="div" lh={1.6}>
        {parts.map((part, index) =>
          part.kind === 'same' ? (
            <span key={`${index.toString()}-same`}>{part.text}</span>
          ) : part.kind === 'removed' ? (
            <Box
              component="del"
              key={`${index.toString()}-removed`}
              c="red.9"
              bg="var(--mantine-color-red-light)"
              style={{ borderRadius: 3 }}
            >
              {part.text}
            </Box>
          ) : (
            <Box
              component="ins"
              key={`${index.toString()}-added`}
              c="green.9"
              bg="var(--mantine-color-green-light)"
              style={{ borderRadius: 3, textDecoration: 'none', borderBottom: '1px solid currentColor' }}
            >
              {part.text}
            </Box>
          ),
        )}
      </Text>
    </Box>
  );
}
