export { registerConsentRoutes } from './consent.routes.ts';
export { type ConsentService, createConsentService } from './consent.service.ts';
