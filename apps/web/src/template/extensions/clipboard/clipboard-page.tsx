import { Code, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { CopyButton } from './copy-button.tsx';

const snippet = `npm install @mantine/hooks

const clipboard = useClipboard({ timeout: 2000 });
clipboard.copy('Hello, world');`;

const coupon = 'WELCOME-2025';

/** Clipboard: copy what you typed, a code snippet or a coupon, with a "Copied!" confirmation. */
export function ClipboardPage() {
  const [text, setText] = useState('Leadpilot makes outbound easy.');
  const [pasted, setPasted] = useState('');

  return (
    <ExtensionPage title="Clipboard" description="Copy text in one click, with feedback that it worked.">
      <DemoCard title="Copy from an input" description="Type anything, then copy it.">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Text to copy"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <CopyButton value={text} label="Copy the text" />
        </Group>
        <Textarea
          label="Paste here to check"
          placeholder="Paste with Ctrl+V or Cmd+V"
          value={pasted}
          onChange={(event) => setPasted(event.currentTarget.value)}
          autosize
          minRows={2}
        />
      </DemoCard>
      <DemoCard title="Copy a snippet" description="A block of code with its own copy button.">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              use-clipboard.ts
            </Text>
            <CopyButton value={snippet} label="Copy the snippet" />
          </Group>
          <Code block>{snippet}</Code>
        </Stack>
      </DemoCard>
      <DemoCard title="Copy a coupon" description="Short values copy best with a visible label.">
        <Group>
          <Code fz="lg" px="md" py="xs">
            {coupon}
          </Code>
          <CopyButton value={coupon} label="Copy the coupon code" />
        </Group>
      </DemoCard>
    </ExtensionPage>
  );
}
