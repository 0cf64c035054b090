// The sending planner: pure functions, no database. The engine fills a SendHistory from the send
// ledger and asks, for each message, when it may go.
export { type CapacityEstimate, type CapacityInput, estimateCapacity } from './capacity.ts';
export { hashSeed, type JitterSettings, jitterAfter, seededRandom } from './jitter.ts';
export { checkLimits, type LimitDecision, type LimitRules, rampedDailyCap, type SendCandidate } from './limits.ts';
export { type PlannedMessage, planSend, type SendPlan } from './plan-send.ts';
export { isPublicHoliday, publicHolidaysOf } from './public-holidays.ts';
export { SendHistory, type SendHistoryView, type SentMessage } from './send-history.ts';
export {
  addSendingDays,
  assertSendingWindowOpens,
  nextWindowOpening,
  SendingWindowNeverOpensError,
  windowClosing,
} from './sending-window.ts';
export {
  defaultRamp,
  type Instant,
  type LimitName,
  type MailboxRamp,
  type SendingLimits,
  type SendingSchedule,
} from './types.ts';
