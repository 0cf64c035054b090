export { registerTaskRoutes } from './tasks.routes.ts';
export { createTaskService, type TaskService } from './tasks.service.ts';
