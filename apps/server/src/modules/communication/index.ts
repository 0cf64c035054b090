export { registerCommunicationRoutes } from './communication.routes.ts';
export { type CommunicationService, createCommunicationService } from './communication.service.ts';
export { createCommunicationAdminService } from './communication-admin.ts';
