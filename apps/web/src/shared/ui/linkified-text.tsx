import { Anchor, Text, type TextProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

const linkPattern = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

interface LinkifiedTextProps extends TextProps {
  text: string;
  /**
   * Open links to this app's own origin in the same tab (an invitation link, say); other links
   * still open in a new tab. Off by default: every link opens in a new tab.
   */
  sameOriginInSameTab?: boolean;
}

function isSameOrigin(href: string): boolean {
  try {
    return new URL(href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Plain text with its http(s) addresses made clickable. Nothing is parsed as HTML, so a message
 * can never inject markup; only http and https addresses become links.
 */
export function LinkifiedText({ text, sameOriginInSameTab = false, ...props }: LinkifiedTextProps) {
  // split() with a capturing group alternates text and links: even parts are text, odd parts links.
  const parts = text.split(linkPattern);
  const nodes: ReactNode[] = [];
  let offset = 0;
  let isLink = false;
  for (const part of parts) {
    // Keys come from where the part starts in the text, which is unique and stable for a given text.
    if (isLink) {
      const opensHere = sameOriginInSameTab && isSameOrigin(part);
      nodes.push(
        <Anchor
          key={`link-${offset}`}
          href={part}
          target={opensHere ? undefined : '_blank'}
          rel={opensHere ? undefined : 'noopener noreferrer'}
        >
          {part}
        </Anchor>,
      );
    } else if (part !== '') {
      nodes.push(<Fragment key={`text-${offset}`}>{part}</Fragment>);
    }
    offset += part.length;
    isLink = !isLink;
  }
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
      {nodes}
    </Text>
  );
}
