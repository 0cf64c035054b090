import { Button, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A button that copies a text and says "Copied!" for two seconds (or why it could not). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <>
      <Button
        variant="light"
        leftSection={clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
        onClick={() => clipboard.copy(value)}
        aria-label={clipboard.copied ? 'Copied!' : label}
      >
        {clipboard.copied ? 'Copied!' : 'Copy'}
      </Button>
      <VisuallyHidden role="status">
        {clipboard.copied ? 'Copied to the clipboard' : clipboard.error ? 'The browser refused to copy' : ''}
      </VisuallyHidden>
    </>
  );
}
