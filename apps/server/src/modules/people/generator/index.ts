export { type GenerateProspectsOptions, generateProspects } from './generate-prospects.ts';
export { type InsertProgress, insertProspects } from './insert-prospects.ts';
export type {
  GeneratedCompany,
  GeneratedCompanyNews,
  GeneratedIntentSignal,
  GeneratedPerson,
  GeneratedSocialPost,
  ProspectBatch,
} from './prospect-records.ts';
