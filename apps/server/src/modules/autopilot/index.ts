// The autopilot's answers: the organisation's knowledge, matching a reply's questions to it, the
// locked escalation policy, the built-in (and optional model) answer under the AI writer's fact
// check, and the one decision per reply. Pure: storage, routes and the engine that acts on a
// decision are not wired yet (docs/autopilot.md).
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
