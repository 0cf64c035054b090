import type { CampaignAiBrief, CampaignSettings } from '@leadpilot/contracts';
import type { MailboxRow } from '../../mailboxes/index.ts';
import type { MergeValues } from '../../templates/index.ts';
import type { SentMessage } from './schedule/index.ts';

/** A send the limits count, with its ledger row: a history kept between decisions adds each row once. */
export interface LedgerSentMessage extends SentMessage {
  ledgerId: string;
}

/**
 * Every read and write the sending engine makes, and nothing else (as listmonk's campaign manager
 * sees its store). `createDrizzleSendStore` is the one on the app's database; the once-only guard
 * lives here, in conditional updates of the send ledger, never in the engine's memory.
 */

/** A step of a campaign's sequence, as the scheduler walks it. */
export interface SequenceStep {
  id: string;
  position: number;
  kind: 'email' | 'wait' | 'task';
  waitDays: number;
  newThread: boolean;
  /** Email steps: their variants' ids, by label (A, B, …). */
  variantIds: string[];
  /** Task steps: what to do (call, LinkedIn, other) and the note written for it. */
  taskKind: 'call' | 'linkedin' | 'other' | null;
  taskNote: string | null;
}

/** An active prospect of a running campaign with nothing in flight: the scheduler places its next step. */
export interface EnrolmentToSchedule {
  id: string;
  organisationId: string;
  campaignId: string;
  position: number;
  mailboxId: string | null;
  timeZone: string | null;
  country: string | null;
  settings: CampaignSettings;
  /** When its latest message was sent (the base of a wait step), or null before its first. */
  lastSentAt: Date | null;
  /** Its stored next due time (set at launch, moved by scheduling and sending); absent when not read. */
  nextDueAt?: Date | null;
}

export interface NewLedgerRow {
  organisationId: string;
  campaignId: string;
  enrolmentId: string;
  stepId: string;
  variantId: string | null;
  mailboxId: string | null;
  dueAt: Date;
  /** The enrolment's position once the row exists: the email step's. */
  position: number;
  /** False when the enrolment's stored position and next due time already say this row's: it is not rewritten. */
  movesEnrolment?: boolean;
}

/** A manual task a prospect's sequence reached, due when the sequence gets to it. */
export interface NewTask {
  organisationId: string;
  campaignId: string;
  enrolmentId: string;
  stepId: string;
  kind: 'call' | 'linkedin' | 'other';
  note: string | null;
  dueAt: Date;
}

/** A message of the prospect's thread already sent, oldest first. */
export interface ThreadMessage {
  messageId: string;
  subject: string;
  newThread: boolean;
}

/** A claimed ledger row with everything needed to compose and send it. */
export interface ClaimedSend {
  ledgerId: string;
  organisationId: string;
  campaignId: string;
  enrolmentId: string;
  stepId: string;
  attempts: number;
  dueAt: Date;
  settings: CampaignSettings;
  step: { position: number; newThread: boolean };
  /** `aiBrief` set: the AI writer drafts this prospect's email from it (ai-draft.ts) before it is composed. */
  variant: { id: string; subject: string; bodyHtml: string; aiBrief: CampaignAiBrief | null } | null;
  /** The campaign's owner (AI drafts are charged to them); null when the owner's account is gone. */
  ownerUserId: string | null;
  /** The person record the prospect came from, when there is one (it grounds an AI draft). */
  personId: string | null;
  prospect: {
    email: string;
    firstName: string;
    lastName: string;
    company: string;
    domain: string;
    timeZone: string | null;
    country: string | null;
    mergeData: Record<string, unknown>;
  };
  /** The thread's sender, fixed at the first send; null before it. */
  mailboxId: string | null;
  /** Messages already sent to this prospect in this campaign, oldest first. */
  sent: ThreadMessage[];
}

/** A row left in submitting whose worker is gone: looked up where the provider keeps sent mail. */
export interface SubmittingSend {
  ledgerId: string;
  organisationId: string;
  campaignId: string;
  enrolmentId: string;
  stepPosition: number;
  messageId: string;
  mailboxId: string | null;
  subject: string;
  firstOfThread: boolean;
}

export interface EventInput {
  organisationId: string;
  campaignId: string;
  /** None for an event about the whole campaign (a mailbox left out of rotation). */
  enrolmentId: string | null;
  ledgerId?: string | null;
  kind: 'sent' | 'deferred' | 'failed' | 'unknown' | 'held' | 'stopped' | 'skipped' | 'reconciled' | 'mailbox_broken';
  reason: string;
  details?: Record<string, unknown>;
  at: Date;
}

/** What a successful send changes: the ledger row, the enrolment's position and thread, the log. */
export interface SentRecord {
  ledgerId: string;
  worker: string | null;
  at: Date;
  mailboxId: string;
  messageId: string;
  subject: string;
  /** Starts a thread (the first message or a step with a new subject): the enrolment's thread id. */
  firstOfThread: boolean;
  enrolmentId: string;
  stepPosition: number;
  event: EventInput;
}

export interface SendStore {
  /** Active enrolments of running campaigns with no send scheduled, claimed, submitting or unknown; by id after `afterId`. */
  enrolmentsToSchedule(afterId: string | null, limit: number): Promise<EnrolmentToSchedule[]>;
  /** A campaign's steps in order (cached by the engine per pass). */
  sequenceOf(campaignId: string): Promise<SequenceStep[]>;
  /** Inserts scheduled rows (a row that exists for the enrolment and step is left as it is) and moves each enrolment on. */
  schedule(rows: NewLedgerRow[]): Promise<number>;
  /** Creates the prospects' tasks (a task that exists for the enrolment and step is left as it is). */
  createTasks(tasks: NewTask[]): Promise<number>;
  /** Marks an enrolment completed: its sequence has no step left. */
  complete(enrolmentId: string, at: Date): Promise<void>;
  /**
   * Takes up to `limit` due rows (scheduled, or claimed with an expired lease: never submitting) of
   * running campaigns and active enrolments, `FOR UPDATE SKIP LOCKED`, leased to `worker` until `leaseUntil`.
   */
  claimDue(now: Date, worker: string, leaseUntil: Date, limit: number): Promise<ClaimedSend[]>;
  /** The campaign's mailboxes, as stored. */
  campaignMailboxes(campaignId: string): Promise<MailboxRow[]>;
  /** A mailbox by id. */
  mailbox(mailboxId: string): Promise<MailboxRow | null>;
  /**
   * A message's values that come from its organisation and sending mailbox, not its prospect: the
   * custom fields' defaults, `sender_company` and the `signature` that applies to the mailbox.
   */
  senderValues(organisationId: string, mailbox: MailboxRow): Promise<MergeValues>;
  /**
   * An active mailbox whose server refused it for good (its password or its consent no longer
   * works) becomes broken with the reason, so rotation leaves it out until someone reconnects it.
   * False when it was not active (already broken, or switched off).
   */
  markMailboxBroken(mailboxId: string, reason: string, at: Date): Promise<boolean>;
  /**
   * Runs `decide` holding the organisation's sending lock (one decision at a time per organisation
   * across every worker), with its campaign sends submitted since `since` as the limits count them.
   */
  withOrganisationLock<T>(
    organisationId: string,
    since: Date,
    decide: (history: LedgerSentMessage[], store: SendStore) => Promise<T>,
  ): Promise<T>;
  /**
   * claimed → submitting, with the Message-ID and mailbox, only while `worker` holds the claim, the
   * campaign runs and the enrolment is active. False: someone else has it now, or it was stopped.
   */
  markSubmitting(ledgerId: string, worker: string, messageId: string, mailboxId: string, at: Date): Promise<boolean>;
  /** submitting → sent, the enrolment moved past the step (thread and sender fixed), logged. */
  markSent(record: SentRecord): Promise<boolean>;
  /** claimed → scheduled at `until` (a limit, the window, a mailbox that failed before sending), logged. */
  defer(ledgerId: string, worker: string, until: Date, event: EventInput): Promise<void>;
  /** submitting → scheduled: the transport failed before the message was handed over. */
  unsubmit(ledgerId: string, worker: string, until: Date, event: EventInput): Promise<void>;
  /** Ends a row (failed or unknown) with its reason, logged. */
  finish(ledgerId: string, state: 'failed' | 'unknown', event: EventInput): Promise<void>;
  /** Holds the prospect (e.g. a merge field without a value) and gives the claim back; the row waits. */
  hold(ledgerId: string, worker: string, enrolmentId: string, event: EventInput): Promise<void>;
  /** Rows in submitting whose lease ended before `now`: their worker did not record the outcome. */
  staleSubmitting(now: Date, limit: number): Promise<SubmittingSend[]>;
  /** Appends to the communication log. */
  log(event: EventInput): Promise<void>;
  /** Whether the organisation's suppression list holds the address or its domain. */
  isSuppressed(organisationId: string, email: string): Promise<boolean>;
  /** Ends the prospect's sequence (the campaigns module's one way to stop), e.g. after a refused recipient. */
  stop(enrolmentId: string, reason: 'bounce' | 'unsubscribe', at: Date): Promise<void>;
}
