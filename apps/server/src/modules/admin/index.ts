export { registerAdminRoutes } from './admin.routes.ts';
export { createAdminService } from './admin.service.ts';
