export { registerExtensionRoutes } from './extension.routes.ts';
export { createExtensionService } from './extension.service.ts';
