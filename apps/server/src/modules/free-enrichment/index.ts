export { freeEnrichmentCodeSendJob } from './free-enrichment.jobs.ts';
export { registerFreeEnrichmentRoutes } from './free-enrichment.routes.ts';
export { createFreeEnrichmentService, type FreeEnrichmentService } from './free-enrichment.service.ts';
export { freeRowLimitOf, freeRowLimitRefusal } from './free-row-limit.ts';
