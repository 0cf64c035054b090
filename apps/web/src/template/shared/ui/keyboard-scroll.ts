import type { ScrollAreaProps } from '@mantine/core';

/**
 * For `Table.ScrollContainer`: on a phone a wide table scrolls sideways, and keyboard users can
 * only scroll a region that takes focus, even when the table has no link or button inside.
 */
export const keyboardScroll: ScrollAreaProps = { viewportProps: { tabIndex: 0 } };
