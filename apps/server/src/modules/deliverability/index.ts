export { registerDeliverabilityRoutes } from './deliverability.routes.ts';
export { createDeliverabilityService, type DeliverabilityService } from './deliverability.service.ts';
