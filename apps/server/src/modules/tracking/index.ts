export {
  type InstrumentInput,
  instrumentMessage,
  type TrackingSettings,
  trackingOrigin,
} from './instrument-message.ts';
export { registerTrackingRoutes } from './tracking.routes.ts';
export { createTrackingService, type TrackingService } from './tracking.service.ts';
export { checkTrackingDomain, type TrackingDomainCheck } from './tracking-domain.ts';
export { countEngagedPeople } from './tracking-events.ts';
export type { TrackingFlag } from './tracking-flags.ts';
export { createTrackingTokens, type TrackingClaims, type TrackingTokens } from './tracking-tokens.ts';
