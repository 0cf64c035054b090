// The autopilot: the pure core of its answers (the organisation's knowledge, matching a reply's
// questions to it, the locked escalation policy, the built-in and optional model answer under the
// AI writer's fact check, the one decision per reply) and the engine wired around it: a campaign's
// autopilot settings and switch, the decision recorded for each reply, the approval queue, the
// kill switch and the send job (docs/autopilot.md).

export { autopilotProspectJob, autopilotSendJob } from './autopilot.jobs.ts';
export { registerAutopilotRoutes } from './autopilot.routes.ts';
export { type AutopilotService, createAutopilotService } from './autopilot.service.ts';
export { autopilotDigestJob } from './autopilot-digest.jobs.ts';
export {
  type AutopilotMode,
  type AutopilotSettings,
  autopilotModes,
  autopilotSettingsSchema,
  defaultAutopilotSettings,
  defaultConfidenceThreshold,
  defaultUndoDelayMinutes,
} from './autopilot-settings.ts';
export { type AnswerGrounding, checkAnswer } from './check-answer.ts';
export type { ClassifiedReply, ReplyLabel } from './classified-reply.ts';
export {
  type AnswerPeople,
  type AnswerSentence,
  type ComposedAnswer,
  type ComposeInput,
  composeAnswer,
} from './compose-answer.ts';
export { composeAnswerWithLlm } from './compose-with-llm.ts';
export { type ProspectingRun, prospectDaily } from './daily-prospecting.ts';
export { type DecideInput, decideNextAction, type SlotSource } from './decide-next-action.ts';
export { detectLanguage, type KnowledgeLanguage, knowledgeLanguages } from './detect-language.ts';
export { type Escalation, type EscalationCode, escalationCodes } from './escalation.ts';
export { defaultMatchThreshold, type FoundAnswer, findAnswer } from './find-answer.ts';
export { type FollowUpDate, findFollowUpDate } from './follow-up-date.ts';
export {
  type FactUnit,
  factUnitsOf,
  type Knowledge,
  type KnowledgeInput,
  knowledgeSchema,
} from './knowledge.ts';
export type {
  DecisionReason,
  DecisionRule,
  DecisionSources,
  Delivery,
  NextAction,
  NextActionKind,
} from './next-action.ts';
export { type PreparedKnowledge, prepareKnowledge } from './prepare-knowledge.ts';
export { createAutopilotReplyHook } from './reply-hook.ts';
export { createSequenceReview, settleSequenceEmails } from './sequence-review.ts';
