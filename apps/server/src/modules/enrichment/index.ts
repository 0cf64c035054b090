export { enrichmentRunJob } from './enrichment.jobs.ts';
export { registerEnrichmentRoutes } from './enrichment.routes.ts';
export { createEnrichmentService, type EnrichmentService } from './enrichment.service.ts';
