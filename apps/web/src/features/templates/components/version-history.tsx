import type { TemplateVersion } from '@leadpilot/contracts';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconEye, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { SampleFrame } from './sample-frame.tsx';

interface VersionHistoryProps {
  /** Newest first. */
  versions: TemplateVersion[];
  /** The stored template's newest version. */
  currentVersion: number;
  /** Loads a version into the editor; saving then makes it the newest version. */
  onRestore: (version: TemplateVersion) => void;
}

/** The saved versions of a template: who saved each and when, to view one or bring it back. */
export function VersionHistory({ versions, currentVersion, onRestore }: VersionHistoryProps) {
  const [viewed, setViewed] = useState<TemplateVersion | null>(null);
  const [isViewOpen, setViewOpen] = useState(false);

  return (
    <>
      <Stack gap={0} component="ol" aria-label="Versions" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {versions.map((version) => (
          <li key={version.version}>
            <Group
              justify="space-between"
              gap="xs"
              py="xs"
              wrap="nowrap"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack gap={0} miw={0}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    Version {version.version}
                  </Text>
                  {version.version === currentVersion ? (
                    <Badge size="xs" variant="light">
                      Current
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {version.editedBy || 'Someone'} · {formatDateTime(version.createdAt)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconEye size={14} aria-hidden />}
                  aria-label={`View version ${version.version}`}
                  onClick={() => {
                    setViewed(version);
                    setViewOpen(true);
                  }}
                >
                  View
                </Button>
                {version.version === currentVersion ? null : (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconRestore size={14} aria-hidden />}
                    aria-label={`Restore version ${version.version}`}
                    onClick={() => onRestore(version)}
                  >
                    Restore
                  </Button>
                )}
              </Group>
            </Group>
          </li>
        ))}
      </Stack>
      <Modal
        opened={isViewOpen}
        onClose={() => setViewOpen(false)}
        title={viewed ? `Version ${viewed.version} · ${viewed.name}` : 'Version'}
        size="lg"
      >
        {viewed ? (
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              Saved by {viewed.editedBy || 'someone'} on {formatDateTime(viewed.createdAt)}
            </Text>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                Subject:{' '}
              </Text>
              <Text span fw={600} size="sm">
                {viewed.subject}
              </Text>
            </Text>
            <SampleFrame html={viewed.html} title={`Version ${viewed.version}`} height={360} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setViewOpen(false)}>
                Close
              </Button>
              {viewed.version === currentVersion ? null : (
                <Button
                  leftSection={<IconRestore size={16} aria-hidden />}
                  onClick={() => {
                    onRestore(viewed);
                    setViewOpen(false);
                  }}
                >
                  Restore this version
                </Button>
              )}
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
