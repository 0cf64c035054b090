export { createCustomFieldService } from './custom-fields.service.ts';
export { sanitizeEmailHtml } from './html-sanitize.ts';
export { loadMergeFieldKeys } from './merge-field-keys.ts';
export { compileTemplate, knownFieldKeys, type MergeValues, renderCompiled } from './merge-fields.ts';
export { loadMailboxMergeValues, loadOrganisationMergeValues } from './merge-values.ts';
export { createSignatureService } from './signatures.service.ts';
export { seedDemoTemplates } from './template-samples.ts';
export { registerTemplateRoutes } from './templates.routes.ts';
export { createTemplateService } from './templates.service.ts';
