import type { CSSProperties, ReactNode } from 'react';

const hiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** Words for screen readers only, inside a line of text (where Mantine's VisuallyHidden, a div, cannot go). */
export function HiddenText({ children }: { children: ReactNode }) {
  return <span style={hiddenStyle}>{children}</span>;
}
