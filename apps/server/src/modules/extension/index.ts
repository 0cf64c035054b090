export { registerExtensionRoutes } from './extension.routes.ts';
export { createExtensionService } from './extension.service.ts';
export { latestCompanyNews } from './find-company-news.ts';
