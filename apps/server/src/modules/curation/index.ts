export { registerCurationRoutes } from './curation.routes.ts';
export { createCurationService } from './curation.service.ts';
