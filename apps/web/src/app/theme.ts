import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
