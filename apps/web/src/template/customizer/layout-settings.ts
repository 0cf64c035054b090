import { z } from 'zod';
import { createPersistedStore } from './persisted-store.ts';

export const menuLayouts = ['horizontal', 'vertical'] as const;
export const contentWidths = ['boxed', 'full'] as const;
export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const;
export const navbarTypes = ['sticky', 'static', 'hidden'] as const;
export const footerTypes = ['sticky', 'static', 'hidden'] as const;
export const directions = ['ltr', 'rtl'] as const;

export type MenuLayout = (typeof menuLayouts)[number];
export type ContentWidth = (typeof contentWidths)[number];
export type Skin = (typeof skins)[number];
export type NavbarType = (typeof navbarTypes)[number];
export type FooterType = (typeof footerTypes)[number];
export type Direction = (typeof directions)[number];

export interface LayoutSettings {
  menuLayout: MenuLayout;
  isMenuCollapsed: boolean;
  contentWidth: ContentWidth;
  skin: Skin;
  navbarType: NavbarType;
  footerType: FooterType;
  direction: Direction;
}

/** Spec section 9: horizontal layout, boxed width, light skin; left to right. */
export const defaultLayoutSettings: LayoutSettings = {
  menuLayout: 'horizontal',
  isMenuCollapsed: false,
  contentWidth: 'boxed',
  skin: 'light',
  navbarType: 'sticky',
  footerType: 'static',
  direction: 'ltr',
};

export const layoutSettingsStorageKey = 'leadpilot-template-layout';

// Each field falls back on its own, so one stale or hand-edited value keeps the others.
const layoutSettingsSchema = z.object({
  menuLayout: z.enum(menuLayouts).catch(defaultLayoutSettings.menuLayout),
  isMenuCollapsed: z.boolean().catch(defaultLayoutSettings.isMenuCollapsed),
  contentWidth: z.enum(contentWidths).catch(defaultLayoutSettings.contentWidth),
  skin: z.enum(skins).catch(defaultLayoutSettings.skin),
  navbarType: z.enum(navbarTypes).catch(defaultLayoutSettings.navbarType),
  footerType: z.enum(footerTypes).catch(defaultLayoutSettings.footerType),
  direction: z.enum(directions).catch(defaultLayoutSettings.direction),
});

/** Reads stored settings, keeping every valid field and defaulting the rest. */
export function parseLayoutSettings(stored: string): LayoutSettings {
  const parsed = layoutSettingsSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : defaultLayoutSettings;
}

const layoutSettingsStore = createPersistedStore<LayoutSettings>({
  key: layoutSettingsStorageKey,
  fallback: defaultLayoutSettings,
  parse: parseLayoutSettings,
  serialize: (settings) => JSON.stringify(settings),
});

export function useLayoutSettings(): LayoutSettings {
  return layoutSettingsStore.useValue();
}

export function updateLayoutSettings(changes: Partial<LayoutSettings>) {
  layoutSettingsStore.set({ ...layoutSettingsStore.get(), ...changes });
}

export function resetLayoutSettings() {
  layoutSettingsStore.set(defaultLayoutSettings);
}
