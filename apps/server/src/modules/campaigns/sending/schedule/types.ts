/**
 * The planner's inputs, shaped like the campaign's settings (schedule and limits) so the engine can
 * pass them straight through. Instants are epoch milliseconds or `Date`s; answers are `Date`s.
 */

/** When a campaign may send, on the prospect's wall clock (the campaign's zone when the prospect has none). */
export interface SendingSchedule {
  /** The campaign's IANA time zone: the fallback for prospects without one, and the zone of its dates. */
  timeZone: string;
  /** ISO weekdays the window is open: 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  /** "HH:MM", 24-hour, on the prospect's wall clock; the window never crosses midnight (start < end). */
  start: string;
  end: string;
  /** First and last calendar day of sending ("YYYY-MM-DD", in the campaign's zone), or an exact instant. */
  startDate?: string | Date | null;
  endDate?: string | Date | null;
  /** Skip the public holidays (type "public" in date-holidays) of the prospect's country. */
  skipHolidays?: boolean;
}

/** A campaign's sending limits; each is a positive whole number. */
export interface SendingLimits {
  /** Messages per mailbox in any rolling 24 hours (also capped by the mailbox's own daily limit and its ramp). */
  perMailboxPerDay: number;
  /** Messages per mailbox in any rolling hour. */
  perMailboxPerHour: number;
  /** Seconds between two sends of one mailbox, at least (jitter comes on top). */
  minGapSeconds: number;
  /** First messages (new prospects) per campaign per calendar day in the campaign's zone. */
  newProspectsPerDay: number;
  /** Messages per organisation in any rolling 24 hours. */
  perOrganisationPerDay: number;
  /** Messages to one recipient domain (from every mailbox of the organisation) in any rolling hour. */
  perRecipientDomainPerHour: number;
}

/** The new-mailbox ramp: the daily cap starts at `startPerDay` and grows by `stepPerDay` each day of age. */
export interface MailboxRamp {
  startPerDay: number;
  stepPerDay: number;
}

/** As Instantly's slow ramp: 2 more a day; the same start and step as warm-up. */
export const defaultRamp: MailboxRamp = { startPerDay: 2, stepPerDay: 2 };

/** Which rule deferred a send. */
export type LimitName =
  | 'mailboxPerDay'
  | 'mailboxRamp'
  | 'mailboxPerHour'
  | 'mailboxGap'
  | 'campaignNewProspectsPerDay'
  | 'organisationPerDay'
  | 'recipientDomainPerHour';

export type Instant = Date | number;

export const toMillis = (instant: Instant): number => (typeof instant === 'number' ? instant : instant.getTime());

export const minuteMs = 60_000;
export const hourMs = 3_600_000;
export const dayMs = 86_400_000;
