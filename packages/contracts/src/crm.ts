import { z } from 'zod';
import { timestampSchema } from './common.ts';

/** The Leadpilot fields a pushed HubSpot contact can carry, each mapped to a HubSpot property. */
export const hubspotMappableFields = ['firstName', 'lastName', 'title', 'company', 'phone', 'linkedinUrl'] as const;
export type HubspotMappableField = (typeof hubspotMappableFields)[number];

/** A HubSpot property's internal name (`jobtitle`, `hs_linkedin_url`, a custom `leadpilot_stage`). */
const propertyName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,99}$/, { message: 'Use a HubSpot internal property name: lower-case, digits and _' });

export const defaultHubspotFieldMapping: Record<HubspotMappableField, string> = {
  firstName: 'firstname',
  lastName: 'lastname',
  title: 'jobtitle',
  company: 'company',
  phone: 'phone',
  linkedinUrl: 'hs_linkedin_url',
};

/** What the sync pushes and pulls, and where each field goes. */
export const hubspotSettingsSchema = z.strictObject({
  /** Which prospects become HubSpot contacts: those who replied, those labelled interested, those who booked. */
  pushReplied: z.boolean(),
  pushInterested: z.boolean(),
  pushBooked: z.boolean(),
  /** Their campaign emails and replies as email engagements; their meetings as meeting engagements. */
  pushEmails: z.boolean(),
  pushMeetings: z.boolean(),
  /** Pull HubSpot's customers (contacts and companies at lifecycle stage "customer") and flag them in search. */
  excludeCustomers: z.boolean(),
  /** The HubSpot property a prospect's stage (replied, interested, booked) is written to; null: none. */
  stageProperty: propertyName.nullable(),
  /** Leadpilot field → HubSpot property; a field left out is not pushed. */
  fieldMapping: z.strictObject({
    firstName: propertyName.optional(),
    lastName: propertyName.optional(),
    title: propertyName.optional(),
    company: propertyName.optional(),
    phone: propertyName.optional(),
    linkedinUrl: propertyName.optional(),
  }),
});
export type HubspotSettings = z.infer<typeof hubspotSettingsSchema>;

export const defaultHubspotSettings: HubspotSettings = {
  pushReplied: true,
  pushInterested: true,
  pushBooked: true,
  pushEmails: true,
  pushMeetings: true,
  excludeCustomers: true,
  stageProperty: null,
  fieldMapping: { ...defaultHubspotFieldMapping },
};

/** `POST crm/hubspot/connect`: the settings of the organisation's connected HubSpot account (sync starts). */
export const hubspotConnectBodySchema = hubspotSettingsSchema;
export type HubspotConnectBody = z.infer<typeof hubspotConnectBodySchema>;

export const hubspotSyncCountsSchema = z.object({
  contactsPushed: z.number().int(),
  engagementsCreated: z.number().int(),
  customersPulled: z.number().int(),
  companiesPulled: z.number().int(),
  /** Times HubSpot answered 429 and the sync waited as told. */
  rateLimited: z.number().int(),
});
export type HubspotSyncCounts = z.infer<typeof hubspotSyncCountsSchema>;

export const hubspotSyncRunSchema = z.object({
  id: z.uuid(),
  status: z.enum(['running', 'ok', 'failed']),
  trigger: z.enum(['connect', 'manual', 'scheduled']),
  startedAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
  counts: hubspotSyncCountsSchema,
  error: z.string().nullable(),
});
export type HubspotSyncRun = z.infer<typeof hubspotSyncRunSchema>;

/** `GET crm/hubspot`: the connection, its settings and its sync health (null data: not connected). */
export const hubspotConnectionSchema = z.object({
  status: z.enum(['pending', 'connected', 'failing']),
  statusReason: z.string(),
  hubId: z.string(),
  hubDomain: z.string(),
  connectedBy: z.string().nullable(),
  connectedAt: timestampSchema,
  settings: hubspotSettingsSchema,
  health: z.object({
    lastSyncAt: timestampSchema.nullable(),
    nextSyncAt: timestampSchema.nullable(),
    contactsPushed: z.number().int(),
    engagementsPushed: z.number().int(),
    customersHeld: z.number().int(),
    recentRuns: z.array(hubspotSyncRunSchema),
  }),
});
export type HubspotConnection = z.infer<typeof hubspotConnectionSchema>;

/** `GET crm/hubspot/contact?email=`: is this prospect already in HubSpot, and a customer? */
export const hubspotContactQuerySchema = z.object({ email: z.email().max(254) });
export const hubspotContactLookupSchema = z.object({
  connected: z.boolean(),
  found: z.boolean(),
  contactId: z.string().nullable(),
  lifecycleStage: z.string().nullable(),
  /** A customer contact, or an address at a company HubSpot holds as a customer. */
  isCustomer: z.boolean(),
});
export type HubspotContactLookup = z.infer<typeof hubspotContactLookupSchema>;

/** What `GET organisation/emailcode` answers when the state was a HubSpot consent's. */
export const hubspotConsentResultSchema = z.object({
  purpose: z.literal('hubspot'),
  hubspot: z.object({ hubId: z.string(), hubDomain: z.string() }),
});
export type HubspotConsentResult = z.infer<typeof hubspotConsentResultSchema>;
