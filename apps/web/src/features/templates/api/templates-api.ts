import { api } from '../../../api/api-slice.ts';

/** The shared API with the cache tags of templates, merge fields and signatures added. */
export const templatesApi = api.enhanceEndpoints({
  addTagTypes: ['Template', 'MergeField', 'CustomField', 'Signature', 'TemplateMailbox'],
});
