export { hubspotSyncJob, hubspotSyncTickJob } from './crm.jobs.ts';
export { registerCrmRoutes } from './crm.routes.ts';
export { type CrmService, createCrmService } from './crm.service.ts';
export { customersAmong } from './hubspot-pull.ts';
