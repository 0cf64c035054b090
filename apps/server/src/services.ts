import type { Organisation } from '@leadpilot/contracts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createDnsResolver } from './integrations/dns/dns-resolver.ts';
import { llmClientFromConfig } from './integrations/llm/llm-client.ts';
import { oidcClientsFromConfig } from './integrations/oidc/oidc-clients.ts';
import { transcriptionClientFromConfig } from './integrations/transcription/transcription-client.ts';
import { createAdminService } from './modules/admin/index.ts';
import {
  createAiWriterService,
  createEnrichmentCellWriter,
  writerLlmClientFromConfig,
} from './modules/ai-writer/index.ts';
import {
  type ApiKeyRow,
  createAccessCodeService,
  createApiKeyAuthenticator,
  createApiKeyService,
  createRequestAuthenticator,
} from './modules/api-keys/index.ts';
import type { LiveSession } from './modules/auth/index.ts';
import {
  createAuthenticator,
  createAuthService,
  createIdentityLinkService,
  createOidcFlow,
  createOidcService,
  createPasswordResetService,
  createSessions,
} from './modules/auth/index.ts';
import { createAutopilotService, createSequenceReview } from './modules/autopilot/index.ts';
import { createCampaignService, stopEnrolment, stopOnClick } from './modules/campaigns/index.ts';
import { createCommunicationAdminService, createCommunicationService } from './modules/communication/index.ts';
import { createConsentService } from './modules/consent/index.ts';
import { createContactService, createSavedListService } from './modules/contacts/index.ts';
import { createCreditService } from './modules/credits/index.ts';
import { createCrmService } from './modules/crm/index.ts';
import { createCurationService } from './modules/curation/index.ts';
import { createDeliverabilityService } from './modules/deliverability/index.ts';
import { createEmailVerifier } from './modules/email-verification/index.ts';
import { createEnrichmentService, enrichmentRunJob } from './modules/enrichment/index.ts';
import { createExtensionService } from './modules/extension/index.ts';
import { createFreeEnrichmentService } from './modules/free-enrichment/index.ts';
import { createInsightService } from './modules/insights/index.ts';
import { createMailboxService, createProviderOAuth } from './modules/mailboxes/index.ts';
import { createCalendarAccess, createMeetingService } from './modules/meetings/index.ts';
import { createOrganisationService } from './modules/organisations/index.ts';
import { createPaymentService, createSalesInquiryService } from './modules/payments/index.ts';
import { createPeopleService } from './modules/people/index.ts';
import { createRecordingService } from './modules/recordings/index.ts';
import { createInboxService } from './modules/replies/index.ts';
import { createSandboxMailService } from './modules/sandbox-mail/index.ts';
import { createSchedulerService } from './modules/scheduler/index.ts';
import { createUnsubscribeService } from './modules/suppressions/index.ts';
import { createTaskService } from './modules/tasks/index.ts';
import { createCustomFieldService, createSignatureService, createTemplateService } from './modules/templates/index.ts';
import { createTrackingService } from './modules/tracking/index.ts';
import { createInvitationService, createTeamService } from './modules/users/index.ts';
import { createWarmupService } from './modules/warmup/index.ts';
import { createWebhookService, webhookDeliveryJob } from './modules/webhooks/index.ts';
import { createThrottleStore } from './platform/attempt-limiter.ts';
import { createAccessTokens } from './platform/auth/access-tokens.ts';
import type { Clock } from './platform/clock.ts';
import { fileStoreFromConfig } from './platform/file-store/index.ts';
import type { MailTransport } from './platform/mail/mail-transport.ts';
import { createOutboundPolicy } from './platform/outbound/outbound-policy.ts';
import type { Queue } from './platform/queue.ts';
import { createReadCache } from './platform/read-cache.ts';
import { createSecretBox } from './platform/secret-box.ts';
import { createClients } from './service-clients.ts';
import { createLimiters } from './service-limiters.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  queue: Queue;
  mail: MailTransport;
  /**
   * Asks the queue for a sending-engine pass now (the runtime's pg-boss queue). Tests leave it out:
   * their inline queue would run the engine in the middle of the request that launched.
   */
  wakeSending?: () => Promise<void>;
}

/** Wires every service from the dependencies; routes and jobs receive these, never globals. */
export function createServices(deps: AppDependencies) {
  const { config, database, clock, queue, mail } = deps;
  const db = database.db;
  const accessTokens = createAccessTokens({
    secret: config.JWT_SECRET,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    clock,
  });
  const sessions = createSessions({ db, clock, config, accessTokens });
  // Hot reads shared among requests. app.ts clears them after every request that may change data.
  const liveSessions = createReadCache<LiveSession>({ ttlMs: config.AUTH_CACHE_TTL_MS });
  const organisationViews = createReadCache<Organisation>({ ttlMs: config.AUTH_CACHE_TTL_MS });
  const apiKeyRows = createReadCache<ApiKeyRow>({ ttlMs: config.AUTH_CACHE_TTL_MS });
  // The throttles count in the database, shared by every process; each limiter's name keeps its rows apart.
  const throttles = createThrottleStore({ db, clock, secret: config.JWT_SECRET });
  const limiters = createLimiters({ throttles, config });
  const auth = createAuthService({
    db,
    clock,
    sessions,
    config,
    queue,
    mail,
    limiters: limiters.auth,
    signInWatch: limiters.signInWatch,
  });
  const passwordResets = createPasswordResetService({
    db,
    clock,
    config,
    queue,
    mail,
    limiters: limiters.passwordResets,
  });
  const invitations = createInvitationService({ db, clock, config, queue, mail, auth });
  // Google and Microsoft sign-in: a provider is on when its client id and secret are set.
  const oidcFlow = createOidcFlow({
    db,
    clock,
    appUrl: config.APP_URL,
    secret: config.JWT_SECRET,
    clients: oidcClientsFromConfig(config),
    startsPerIp: limiters.oidc.startsPerIp,
  });
  // Payments, mailbox credentials, the outbound guard and the mailbox clients, shared below.
  const { razorpay, mailboxSecrets, outbound, mailboxClients } = createClients({ db, clock, config });
  // AI enrichment columns: the writer's cells, run by the enrichment job (charged by the run, per cell).
  const enrichmentCells = createEnrichmentCellWriter({
    db,
    now: () => clock.now(),
    llm: writerLlmClientFromConfig(config),
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
  const savedLists = createSavedListService({ db, clock });
  return {
    config,
    database,
    queue,
    accessTokens,
    sessions,
    auth,
    passwordResets,
    // Access tokens of signed-in members, and API keys (`Bearer lp_…`) with their scopes and rate limit.
    authenticate: createRequestAuthenticator({
      users: createAuthenticator({ db, accessTokens, clock, liveSessions }),
      apiKeys: createApiKeyAuthenticator({
        db,
        clock,
        limiter: limiters.apiKeys.requests,
        requestsPerMinute: config.API_KEY_REQUESTS_PER_MINUTE,
        keys: apiKeyRows,
      }),
    }),
    apiKeys: createApiKeyService({
      db,
      clock,
      secret: config.JWT_SECRET,
      requestsPerMinute: config.API_KEY_REQUESTS_PER_MINUTE,
    }),
    // Codes another client (the browser extension, a script) trades once for a key; wrong codes throttled.
    accessCodes: createAccessCodeService({
      db,
      clock,
      secret: config.JWT_SECRET,
      exchangesPerIp: limiters.accessCodes.exchangesPerIp,
    }),
    oidc: createOidcService({ db, clock, auth, flow: oidcFlow }),
    identityLinks: createIdentityLinkService({ db, clock, flow: oidcFlow }),
    readCaches: {
      invalidate() {
        liveSessions.invalidate();
        organisationViews.invalidate();
        apiKeyRows.invalidate();
      },
    },
    organisations: createOrganisationService({ db, clock, views: organisationViews }),
    team: createTeamService({ db, clock, invitations }),
    invitations,
    admin: createAdminService({ db }),
    curation: createCurationService({ db, clock }),
    sandboxMail: createSandboxMailService({ db, clock }),
    payments: createPaymentService({ db, clock, config, gateway: razorpay }),
    salesInquiries: createSalesInquiryService({
      db,
      config,
      queue,
      mail,
      limiter: limiters.salesInquiries.perIp,
    }),
    credits: createCreditService({ db, clock }),
    people: createPeopleService({ db, clock }),
    contacts: createContactService({ db, clock }),
    savedLists,
    enrichment: createEnrichmentService({
      db,
      lists: savedLists,
      clock,
      dataDir: config.DATA_DIR,
      wake: (fileId: string) => queue.send(enrichmentRunJob, { fileId }),
      aiCells: enrichmentCells,
    }),
    // The free-enrichment funnel, with its own handles on enrichment's file list and on payments.
    freeEnrichment: createFreeEnrichmentService({
      db,
      clock,
      config,
      queue,
      mail,
      sessions,
      files: createEnrichmentService({ db, lists: savedLists, clock, dataDir: config.DATA_DIR }),
      payments: createPaymentService({ db, clock, config, gateway: razorpay }),
      limiters: limiters.freeEnrichment,
    }),
    templates: createTemplateService({ db, clock }),
    customFields: createCustomFieldService({ db, clock }),
    signatures: createSignatureService({ db, clock }),
    insights: createInsightService({ db, clock, llm: llmClientFromConfig(config) }),
    // The AI writer spends through its own handle on the (stateless) credit ledger; the model retries.
    aiWriter: createAiWriterService({
      db,
      clock,
      config,
      credits: createCreditService({ db, clock }),
      llm: writerLlmClientFromConfig(config),
    }),
    enrichmentCells,
    extension: createExtensionService({
      db,
      clock,
      insights: createInsightService({ db, clock, llm: llmClientFromConfig(config) }),
      sessions,
      accessTokens,
    }),
    emailVerifier: createEmailVerifier({ db, clock, config }),
    // Connecting Gmail, Microsoft and calendars through consent, with the same Google and Microsoft apps as sign-in.
    consent: createConsentService({
      db,
      clock,
      config,
      secretBox: createSecretBox(config.ENCRYPTION_KEY),
      oauth: createProviderOAuth(config),
    }),
    deliverability: createDeliverabilityService({
      db,
      clock,
      resolve: createDnsResolver({ servers: config.DNS_SERVERS, timeoutMs: config.DNS_TIMEOUT_MS }),
      timeoutMs: config.DNS_TIMEOUT_MS,
      cacheTtlMs: config.DELIVERABILITY_CACHE_SECONDS * 1000,
    }),
    warmup: createWarmupService({ db, clock }),
    // Campaigns select a search's people through their own handle on the people service.
    campaigns: createCampaignService({
      db,
      clock,
      ...(deps.wakeSending ? { wakeEngine: deps.wakeSending } : {}),
      people: createPeopleService({ db, clock }),
      // The launch check reads the sending domains' records through its own deliverability handle.
      deliverability: createDeliverabilityService({
        db,
        clock,
        resolve: createDnsResolver({ servers: config.DNS_SERVERS, timeoutMs: config.DNS_TIMEOUT_MS }),
        timeoutMs: config.DNS_TIMEOUT_MS,
        cacheTtlMs: config.DELIVERABILITY_CACHE_SECONDS * 1000,
      }),
    }),
    unsubscribe: createUnsubscribeService({
      db,
      secret: config.JWT_SECRET,
      appUrl: config.APP_URL,
      badTokensPerIp: limiters.unsubscribe.badTokensPerIp,
      // An unsubscribe ends the sequence of the enrolment its link names.
      stopEnrolment: (enrolmentId) =>
        stopEnrolment(db, { enrolmentId, reason: 'unsubscribe', actor: null, at: clock.now() }),
    }),
    // Open and click tracking (opt-in per campaign); a tracking domain's CNAME is checked through DNS and the guard.
    tracking: createTrackingService({
      db,
      clock,
      secret: config.JWT_SECRET,
      appUrl: config.APP_URL,
      resolve: createDnsResolver({ servers: config.DNS_SERVERS, timeoutMs: config.DNS_TIMEOUT_MS }),
      guard: outbound,
      // A person's click ends the sequence when the campaign stops on a click.
      onCountedClick: (click) => stopOnClick(db, click),
    }),
    mailboxClients,
    // The app's own system mail (invitations, alerts, the autopilot's digest).
    mail,
    communication: createCommunicationService({ db, clock, clients: mailboxClients }),
    communicationAdmin: createCommunicationAdminService({ db, clock }),
    tasks: createTaskService({ db, clock }),
    // The autopilot archives through its own handle on the campaign lifecycle (autopilot_archived, sequences stopped).
    autopilot: createAutopilotService({
      db,
      clock,
      ...(deps.wakeSending ? { wakeSending: deps.wakeSending } : {}),
      archiveCampaign: (actor, body) =>
        createCampaignService({ db, clock, people: createPeopleService({ db, clock }) }).archive(actor, body),
    }),
    // The campaign engine asks the autopilot before each send of its campaigns (review mode, kill switch).
    sendReview: createSequenceReview({ db, clock }),
    // The team inbox reads conversations, sends replies and reads the 360° view through its own handles.
    inbox: createInboxService({
      db,
      clock,
      communication: createCommunicationService({ db, clock, clients: mailboxClients }),
      insights: createInsightService({ db, clock, llm: llmClientFromConfig(config) }),
    }),
    // Meeting booking: public pages throttled per address (reads per minute, bookings per hour).
    meetings: createMeetingService({
      db,
      clock,
      config,
      queue,
      mail,
      calendars: createCalendarAccess({ db, clock, config, secretBox: mailboxSecrets, guard: outbound }),
      limiters: limiters.meetings,
    }),
    mailboxes: createMailboxService({
      db,
      clock,
      secretBox: mailboxSecrets,
      clients: mailboxClients,
      guard: outbound,
    }),
    // The HubSpot CRM link: consent, settings, the sync (a queue job) and the 360° view's look-up, through the guard.
    crm: createCrmService({ db, clock, config, queue, guard: outbound }),
    // Webhooks: signed deliveries to the organisation's endpoints, through the outbound guard.
    webhooks: createWebhookService({
      db,
      clock,
      rules: { guard: outbound, policy: createOutboundPolicy(config.OUTBOUND_ALLOWED_NETWORKS) },
      secretBox: createSecretBox(config.ENCRYPTION_KEY, 'webhook-secrets'),
      mail,
      mailFrom: config.MAIL_FROM,
      appUrl: config.APP_URL,
      wake: (options) => queue.send(webhookDeliveryJob, {}, options),
    }),
    // Scheduled jobs: checks a job's list and campaign through their own handles (the runs use the services above).
    scheduler: createSchedulerService({
      db,
      clock,
      findCampaign: (actor, id) =>
        createCampaignService({ db, clock, people: createPeopleService({ db, clock }) }).detail(actor, id),
    }),
    // Call recordings: files under DATA_DIR (or S3_BUCKET), transcribed through the guard when a service is set, summarised.
    recordings: createRecordingService({
      db,
      clock,
      queue,
      dataDir: config.DATA_DIR,
      store: fileStoreFromConfig(config),
      secret: config.JWT_SECRET,
      transcriber: transcriptionClientFromConfig(config, outbound),
      llm: llmClientFromConfig(config),
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
