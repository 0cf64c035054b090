import { z } from 'zod';
import type { BlogCategory } from '../../mocks/types.ts';

export const blogCategories: BlogCategory[] = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'];
export const blogStatuses = ['Published', 'Pending', 'Draft'] as const;

export const blogEditSchema = z.object({
  blogTitle: z.string().trim().min(3, 'A title has at least 3 characters'),
  blogCategories: z.array(z.enum(blogCategories)).min(1, 'Pick at least one category'),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes'),
  status: z.enum(blogStatuses),
  excerpt: z.string().trim().min(10, 'Write an excerpt of at least 10 characters'),
});
export type BlogEditValues = z.infer<typeof blogEditSchema>;
