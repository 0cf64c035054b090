export { registerHealthRoutes } from './health.routes.ts';
