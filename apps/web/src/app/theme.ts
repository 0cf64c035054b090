import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const systemFont =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const indigo: MantineColorsTuple = [
  '#eef1ff',
  '#dce0ff',
  '#b6beff',
  '#8d99fc',
  '#6b7afa',
  '#5466f9',
  '#485bf9',
  '#394bde',
  '#3042c7',
  '#2338b0',
];

/** The product's look: indigo accents, system fonts, rounded cards. */
export const theme = createTheme({
  primaryColor: 'indigo',
  colors: { indigo },
  primaryShade: { light: 6, dark: 5 },
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { radius: 'lg', centered: true, overlayProps: { backgroundOpacity: 0.45, blur: 2 } } },
    Table: { defaultProps: { verticalSpacing: 'sm', highlightOnHover: true } },
    Badge: { defaultProps: { radius: 'sm' } },
  },
});

/** Text on "light" backgrounds (badges, light buttons) that a shade 9 alone leaves below 4.5:1. */
const darkerLightText: Record<string, string> = {
  green: '#1e6b30',
  lime: '#4d6b00',
  yellow: '#8a5a00',
  orange: '#a63d00',
};

/**
 * Contrast fixes for WCAG AA (4.5:1), which the accessibility browser tests check: secondary
 * ("dimmed") text darker than Mantine's default grey, error text darker than its red, the text of "light" variants (badges,
 * light buttons) at the darkest shade in the light scheme, and lighter errors and links in the dark one.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Validation messages and invalid borders: Mantine's red 6 reads at 3.3:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(resolvedTheme.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        darkerLightText[color] ?? `var(--mantine-color-${color}-9)`,
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Validation messages and invalid borders: Mantine's dark red 8 reads below 3:1 on a dark card.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    // Links: Mantine's shade 4 reads at 4:1 on a dark card; shade 3 at 5.8:1.
    '--mantine-color-anchor': `var(--mantine-color-${resolvedTheme.primaryColor}-3)`,
  },
});
