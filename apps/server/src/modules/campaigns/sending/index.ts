// The campaign sending engine: the send ledger's store, the transport over the mailboxes, the
// engine and its job. The planner (schedule/) is pure and has its own face.
export { createSendDraftWriter, type DraftOutcome, type SendDraftWriter } from './ai-draft.ts';
export {
  composeMessage,
  createUnsubscribeComposer,
  mergeValuesOf,
  newMessageId,
  type UnsubscribeComposer,
} from './compose-message.ts';
export { createDrizzleSendStore } from './drizzle-send-store.ts';
export { scheduledSubjects } from './scheduled-subjects.ts';
export { createSendEngine, type SendEngine, type SendEngineDeps, type SendPassResult } from './send-engine.ts';
export type { ReviewedDraft, SendReview, SendReviewOutcome } from './send-review.ts';
export type { ClaimedSend, EventInput, SendStore } from './send-store.ts';
export { createMailboxTransport, type SendTransport, type TransportResult } from './send-transport.ts';
export { campaignSendingJob } from './sending.jobs.ts';
