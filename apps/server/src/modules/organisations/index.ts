export { registerOrganisationRoutes } from './organisations.routes.ts';
export { createOrganisationService } from './organisations.service.ts';
