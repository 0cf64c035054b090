import type { RenderedSample } from '@leadpilot/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SampleFrame } from './sample-frame.tsx';

interface RenderedSampleViewProps {
  sample: RenderedSample;
  frameHeight?: number;
}

/** One prospect's version of the email: subject, body, and the fields that had no value. */
export function RenderedSampleView({ sample, frameHeight }: RenderedSampleViewProps) {
  const subject = sample.subject.replace(/<[^>]*>/g, '');
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          Subject:{' '}
        </Text>
        <Text span fw={600} size="sm" data-testid="preview-subject">
          {subject}
        </Text>
      </Text>
      <SampleFrame html={sample.html} title={`Email preview for ${sample.person.fullName}`} height={frameHeight} />
      <Group gap={6} mih={22} aria-live="polite">
        {sample.missingFields.length > 0 ? (
          <>
            <IconAlertTriangle size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
            <Text size="xs" c="dimmed">
              No value for
            </Text>
            {sample.missingFields.map((field) => (
              <Badge key={field} color="yellow" variant="light" tt="none" size="sm">
                {field}
              </Badge>
            ))}
          </>
        ) : (
          <Text size="xs" c="dimmed">
            Every field has a value for {sample.person.fullName}.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
