import { useMatches } from 'react-router';
import type { ContentWidth, MenuLayout } from '../customizer/layout-settings.ts';

/**
 * What a route asks of the shell, whatever the customizer says: the page-layout examples show a
 * collapsed menu, a boxed page or no menu at all. A route sets it as `handle: { templateLayout }`.
 */
export interface LayoutOverride {
  menuLayout?: MenuLayout;
  isMenuCollapsed?: boolean;
  contentWidth?: ContentWidth;
  /** No menu at all: neither the sidebar nor the horizontal menu, nor the phone's burger. */
  isWithoutMenu?: boolean;
}

export interface LayoutOverrideHandle {
  templateLayout: LayoutOverride;
}

function isOverrideHandle(handle: unknown): handle is LayoutOverrideHandle {
  return typeof handle === 'object' && handle !== null && 'templateLayout' in handle;
}

/** The override of the deepest matched route that has one, or none. */
export function useLayoutOverride(): LayoutOverride {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    if (isOverrideHandle(match.handle)) return match.handle.templateLayout;
  }
  return {};
}
