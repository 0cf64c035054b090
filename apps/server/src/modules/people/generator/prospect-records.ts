import type { companies, companyNews, intentSignals, people, socialPosts } from '../../../db/schema.ts';

/** A company row as generated, ready to insert (timestamps left to the database). */
export type GeneratedCompany = Omit<typeof companies.$inferSelect, 'createdAt' | 'updatedAt'>;
/** A person row as generated; `sequence`, `hasPhone` and `search` are computed by the database. */
export type GeneratedPerson = Omit<
  typeof people.$inferSelect,
  'sequence' | 'hasPhone' | 'search' | 'titleSearch' | 'titleWords' | 'createdAt' | 'updatedAt'
>;
export type GeneratedIntentSignal = typeof intentSignals.$inferSelect;
export type GeneratedCompanyNews = typeof companyNews.$inferSelect;
export type GeneratedSocialPost = typeof socialPosts.$inferSelect;

/** One insertable slice: whole companies with their people and activity (about `batchSize` people). */
export interface ProspectBatch {
  companies: GeneratedCompany[];
  people: GeneratedPerson[];
  intentSignals: GeneratedIntentSignal[];
  companyNews: GeneratedCompanyNews[];
  socialPosts: GeneratedSocialPost[];
}
