import type { MantineSize } from '@mantine/core';

/** A semantic colour of the kit: its theme colour, and the shade that keeps white text above 4.5:1 when filled. */
export interface KitColor {
  label: string;
  color: string;
  filled: string;
}

/** The semantic colours every component page shows. */
export const kitColors: KitColor[] = [
  { label: 'Primary', color: 'indigo', filled: 'indigo' },
  { label: 'Secondary', color: 'gray', filled: 'gray.7' },
  { label: 'Success', color: 'teal', filled: 'teal.9' },
  { label: 'Danger', color: 'red', filled: 'red.9' },
  { label: 'Warning', color: 'yellow', filled: 'yellow.5' },
  { label: 'Info', color: 'cyan', filled: 'cyan.9' },
];

/** Props of a filled component in a kit colour: the safe shade, with dark text where white would not read (warning). */
export function filledColorProps(kitColor: KitColor) {
  return { color: kitColor.filled, autoContrast: true };
}

export const kitSizes: MantineSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export const sizeLabels: Record<MantineSize, string> = {
  xs: 'Extra small',
  sm: 'Small',
  md: 'Medium',
  lg: 'Large',
  xl: 'Extra large',
};
