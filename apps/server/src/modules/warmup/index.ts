export { warmupTickJob } from './warmup.jobs.ts';
export { registerWarmupRoutes } from './warmup.routes.ts';
export { createWarmupService, type WarmupService } from './warmup.service.ts';
export {
  createDatabaseWarmupEngine,
  createWarmupEngine,
  type WarmupEngine,
  type WarmupLog,
  type WarmupTickResult,
} from './warmup-engine.ts';
export { createMailboxMessenger, type WarmupMailSession, type WarmupMessenger } from './warmup-messenger.ts';
export { createDrizzleWarmupStore, type WarmupStore } from './warmup-store.ts';
