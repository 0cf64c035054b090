import type { BlogCategory } from '../../mocks/types.ts';

/** The badge colour of each blog category (the sidebar's colours, from the mock layer). */
export const categoryColor: Record<BlogCategory, string> = {
  Fashion: 'indigo',
  Food: 'green',
  Gaming: 'red',
  Quote: 'cyan',
  Video: 'orange',
};
