import { z } from 'zod';
import { dataReplySchema, idSchema, timestampSchema } from './common.ts';
import { departments, seniorities } from './prospects.ts';

/**
 * The 360° view's platform-wide reads (the spec's "extension" paths and a person's colleagues):
 * company news, a person's social activity and colleagues. Read Prospects, free of credits.
 */

export const socialNetworks = ['linkedin', 'twitter'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Page sizes of the 360° reads: the default, and the most one request may ask for. */
export const extensionPageSizes = { default: 10, max: 50 } as const;

const limitSchema = z.coerce.number().int().min(1).max(extensionPageSizes.max).default(extensionPageSizes.default);

/** A company named by id, name and domain. */
export const companyReferenceSchema = z.object({ id: idSchema, name: z.string(), domain: z.string() });
export type CompanyReference = z.infer<typeof companyReferenceSchema>;

// Company news -----------------------------------------------------------------------------------

/** `id` is a person's id (their company's news) or a company's id (that company's news). */
export const companyNewsParamsSchema = z.object({ id: idSchema });
export const companyNewsQuerySchema = z.object({ limit: limitSchema });
export type CompanyNewsQuery = z.input<typeof companyNewsQuerySchema>;

export const companyNewsItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  source: z.string(),
  publishedAt: timestampSchema,
});
export type CompanyNewsItem = z.infer<typeof companyNewsItemSchema>;

/** The company's news, newest first; `company` is null for a person with no company (and no news). */
export const companyNewsSchema = z.object({
  company: companyReferenceSchema.nullable(),
  items: z.array(companyNewsItemSchema),
});
export type CompanyNews = z.infer<typeof companyNewsSchema>;
export const companyNewsReplySchema = dataReplySchema(companyNewsSchema);

// Social activity --------------------------------------------------------------------------------

export const socialPostsQuerySchema = z.object({
  personId: idSchema,
  network: z.enum(socialNetworks).optional(),
  /** The previous page's `nextCursor`: the id of its last post (keyset pagination). */
  after: idSchema.optional(),
  limit: limitSchema,
});
export type SocialPostsQuery = z.input<typeof socialPostsQuerySchema>;

export const socialPostSchema = z.object({
  id: idSchema,
  network: z.enum(socialNetworks),
  text: z.string(),
  url: z.string(),
  likes: z.number().int(),
  postedAt: timestampSchema,
});
export type SocialPost = z.infer<typeof socialPostSchema>;

/** The person's posts per network, whatever the filter and page. */
export const socialPostTotalsSchema = z.object({
  all: z.number().int(),
  linkedin: z.number().int(),
  twitter: z.number().int(),
});
export type SocialPostTotals = z.infer<typeof socialPostTotalsSchema>;

/** One page of posts, newest first; `nextCursor` goes back as `after`, and is null on the last page. */
export const socialPostsPageSchema = z.object({
  items: z.array(socialPostSchema),
  nextCursor: idSchema.nullable(),
  totals: socialPostTotalsSchema,
});
export type SocialPostsPage = z.infer<typeof socialPostsPageSchema>;
export const socialPostsReplySchema = dataReplySchema(socialPostsPageSchema);

export const socialPostParamsSchema = z.object({ id: idSchema });

/** One post with who wrote it. */
export const socialPostDetailSchema = socialPostSchema.extend({
  author: z.object({
    id: idSchema,
    fullName: z.string(),
    title: z.string(),
    companyName: z.string().nullable(),
  }),
});
export type SocialPostDetail = z.infer<typeof socialPostDetailSchema>;
export const socialPostReplySchema = dataReplySchema(socialPostDetailSchema);

// Colleagues -------------------------------------------------------------------------------------

export const colleaguesParamsSchema = z.object({ id: idSchema });
export const colleaguesQuerySchema = z.object({ limit: limitSchema });
export type ColleaguesQuery = z.input<typeof colleaguesQuerySchema>;

/** Someone else at the person's company: who they are, never how to reach them. */
export const colleagueSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  title: z.string(),
  seniority: z.enum(seniorities),
  department: z.enum(departments),
  /** The caller's organisation revealed this person. */
  isRevealed: z.boolean(),
});
export type Colleague = z.infer<typeof colleagueSchema>;

/** The most senior colleagues first (`seniorities` order, then name); `total` counts them all. */
export const colleaguesSchema = z.object({
  company: companyReferenceSchema.nullable(),
  total: z.number().int(),
  items: z.array(colleagueSchema),
});
export type Colleagues = z.infer<typeof colleaguesSchema>;
export const colleaguesReplySchema = dataReplySchema(colleaguesSchema);
