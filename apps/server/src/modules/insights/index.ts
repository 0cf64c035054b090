export { unsupportedTerms, vocabularyOf } from './fact-guard.ts';
export { registerInsightRoutes } from './insights.routes.ts';
export { createInsightService } from './insights.service.ts';
