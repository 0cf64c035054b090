import type { SandboxMessage } from '@leadpilot/contracts';
import { Badge, Box, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { LinkifiedText } from '../../../shared/ui/linkified-text.tsx';
import { SimulateReplyMenu } from './simulate-reply-menu.tsx';

interface SandboxMessageViewProps {
  message: SandboxMessage;
  focusOnLoad: boolean;
}

/**
 * One message: subject, sender, recipient, date and the plain-text body with clickable links.
 * The HTML part is never rendered: the content is untrusted and the page's CSP forbids it.
 */
export function SandboxMessageView({ message, focusOnLoad }: SandboxMessageViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Keyed by message id, so this runs once for each message shown.
  useEffect(() => {
    if (focusOnLoad) headingRef.current?.focus();
  }, [focusOnLoad]);

  const details = [
    { label: 'From', value: message.from },
    { label: 'To', value: message.to },
    {
      label: 'Date',
      value: <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>,
    },
  ];

  return (
    <Stack gap="lg" component="article" aria-labelledby="sandbox-message-subject">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Title
            order={2}
            fz={{ base: 'h4', sm: 'h3' }}
            id="sandbox-message-subject"
            ref={headingRef}
            tabIndex={-1}
            style={{ overflowWrap: 'anywhere', outline: 'none' }}
          >
            {message.subject || '(no subject)'}
          </Title>
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }} mt={4}>
            {message.kind}
          </Badge>
        </Group>
        <Box
          component="dl"
          m={0}
          style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 12, rowGap: 4 }}
        >
          {details.map((detail) => (
            <Box key={detail.label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c="dimmed">
                {detail.label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {detail.value}
              </Text>
            </Box>
          ))}
        </Box>
        {/* A message a sandbox mailbox sent (a campaign step or a reply) can be answered as its prospect. */}
        {message.kind === 'mailbox' ? (
          <Group>
            <SimulateReplyMenu messageId={message.id} />
          </Group>
        ) : null}
      </Stack>
      <Divider />
      {message.text.trim() === '' ? (
        <Text size="sm" c="dimmed">
          This message has no plain-text body.
        </Text>
      ) : (
        <LinkifiedText text={message.text} size="sm" sameOriginInSameTab />
      )}
    </Stack>
  );
}
