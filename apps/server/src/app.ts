import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ApiKeyScope } from '@leadpilot/contracts';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppRouter } from './app-types.ts';
import { registerAdminRoutes } from './modules/admin/index.ts';
import { registerAiWriterRoutes } from './modules/ai-writer/index.ts';
import {
  apiKeySecurityScheme,
  auditApiKeyRequest,
  declareApiKeyScope,
  registerApiKeyRoutes,
} from './modules/api-keys/index.ts';
import { registerAuthRoutes, registerOidcRoutes } from './modules/auth/index.ts';
import { registerAutopilotRoutes } from './modules/autopilot/index.ts';
import { registerCampaignRoutes } from './modules/campaigns/index.ts';
import { registerCommunicationRoutes } from './modules/communication/index.ts';
import { registerConsentRoutes } from './modules/consent/index.ts';
import { registerContactRoutes, registerSavedListRoutes } from './modules/contacts/index.ts';
import { registerCreditRoutes } from './modules/credits/index.ts';
import { registerCrmRoutes } from './modules/crm/index.ts';
import { registerCurationRoutes } from './modules/curation/index.ts';
import { registerDeliverabilityRoutes } from './modules/deliverability/index.ts';
import { registerEnrichmentRoutes } from './modules/enrichment/index.ts';
import { registerExtensionRoutes } from './modules/extension/index.ts';
import { registerFreeEnrichmentRoutes } from './modules/free-enrichment/index.ts';
import { registerHealthRoutes } from './modules/health/index.ts';
import { registerInsightRoutes } from './modules/insights/index.ts';
import { registerMailboxRoutes } from './modules/mailboxes/index.ts';
import { registerMeetingRoutes } from './modules/meetings/index.ts';
import { registerOrganisationRoutes } from './modules/organisations/index.ts';
import { registerPaymentRoutes, registerSalesInquiryRoutes } from './modules/payments/index.ts';
import { registerPeopleRoutes } from './modules/people/index.ts';
import { registerRecordingRoutes } from './modules/recordings/index.ts';
import { registerInboxRoutes } from './modules/replies/index.ts';
import { registerSandboxMailRoutes } from './modules/sandbox-mail/index.ts';
import { registerSchedulerRoutes } from './modules/scheduler/index.ts';
import { registerUnsubscribeApiRoutes, registerUnsubscribePage } from './modules/suppressions/index.ts';
import { registerTaskRoutes } from './modules/tasks/index.ts';
import { registerTemplateRoutes } from './modules/templates/index.ts';
import { registerTrackingRoutes } from './modules/tracking/index.ts';
import { registerUserRoutes } from './modules/users/index.ts';
import { registerWarmupRoutes } from './modules/warmup/index.ts';
import { registerWebhookRoutes } from './modules/webhooks/index.ts';
import type { RouteAccess } from './platform/auth/route-access.ts';
import { createBookingPageRender } from './platform/booking-page-render.ts';
import { sendCompressedHtml } from './platform/compressed-reply.ts';
import { AppError, forbidden } from './platform/errors.ts';
import { handleError } from './platform/http-errors.ts';
import { loggerOptions } from './platform/logger.ts';
import { declareErrorReplies } from './platform/openapi-errors.ts';
import { prerenderedPages } from './platform/public-pages.ts';
import { registerRequestTextRules } from './platform/request-text.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { type AppDependencies, createServices } from './services.ts';

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** The scope an API key needs here; absent: keys are refused (docs/api-keys.md). */
  apiKeyScope?: ApiKeyScope;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access rule, for the generic test suites and docs. */
    routeInventory: RouteEntry[];
  }
}

/** The one route table: every module, in one explicit list. */
const modules: ((app: AppRouter) => void)[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerOidcRoutes,
  registerOrganisationRoutes,
  registerUserRoutes,
  registerCreditRoutes,
  registerSandboxMailRoutes,
  registerAdminRoutes,
  registerCurationRoutes,
  registerPaymentRoutes,
  registerSalesInquiryRoutes,
  registerPeopleRoutes,
  registerContactRoutes,
  registerSavedListRoutes,
  (app) => app.register(registerEnrichmentRoutes),
  // The free-enrichment funnel: public sign-up and code (throttled), then the code's token.
  registerFreeEnrichmentRoutes,
  registerInsightRoutes,
  registerExtensionRoutes,
  registerTemplateRoutes,
  registerAiWriterRoutes,
  registerMailboxRoutes,
  registerConsentRoutes,
  // The HubSpot CRM link (its consent finishes through organisation/emailcode above).
  registerCrmRoutes,
  registerDeliverabilityRoutes,
  registerWarmupRoutes,
  registerCampaignRoutes,
  // A campaign's autopilot and its switch (POST /campaign/autopilot), the approval queue, the kill switch.
  registerAutopilotRoutes,
  registerCommunicationRoutes,
  registerTaskRoutes,
  registerInboxRoutes,
  // Meeting booking: the public booking pages and links (throttled), bookings and team pages.
  registerMeetingRoutes,
  // Public, each in its own scope: the one-click POST's form body and the no-JavaScript page's form.
  (app) => app.register(registerUnsubscribeApiRoutes),
  (app) => app.register(registerUnsubscribePage),
  // Public: the open pixel and click redirects of campaign messages, proven by their encrypted tokens.
  registerTrackingRoutes,
  // API keys and the access codes that link another client (docs/api-keys.md).
  registerApiKeyRoutes,
  // Webhook endpoints (key/webhook…), their delivery log, test and replay.
  registerWebhookRoutes,
  // Scheduled jobs (scheduler/customjob…): members' recurring work and its run log.
  registerSchedulerRoutes,
  // Call recordings (meta/audiosave, meta/listaudiotranscribe, meta/audiosummarize…): upload in its own multipart scope.
  (app) => app.register(registerRecordingRoutes),
];

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The longest path parameter the router takes: a campaign message's click-tracking token carries its link. */
export const routerMaxParamLength = 4096;

export async function buildApp(deps: AppDependencies, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const { config } = deps;
  const headers = securityHeaders(config);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: routerMaxParamLength },
    frameworkErrors: (error, request, reply) => handleError(error, request, reply.headers(headers)),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.removeContentTypeParser('text/plain');
  registerRequestTextRules(app);
  app.decorate('services', createServices(deps));
  // Services that listen in this process (new webhook events wake the delivery worker) stop with the app.
  app.addHook('onClose', async () => app.services.webhooks.close());
  app.decorate('routeInventory', [] as RouteEntry[]);

  // Security headers first (worked out once, security-headers.ts), so every reply whose request got
  // that far carries them, including a 401 or 403 thrown by the access hook below.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    const apiKeyScope = route.config?.apiKeyScope;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.routeInventory.push({ method, url: route.url, access, ...(apiKeyScope ? { apiKeyScope } : {}) });
    }
  });
  // An API key's scope shows in the OpenAPI (and adds its 429) before the error replies are declared.
  app.addHook('onRoute', declareApiKeyScope);
  app.addHook('onRoute', declareErrorReplies);

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const actor = await app.services.authenticate(request, reply);
    request.actor = actor;
    if (access !== 'signed-in' && !actor.ability.can(access.action, access.subject)) {
      throw forbidden();
    }
  });

  // A request that may have changed data (anything but GET, HEAD and OPTIONS) clears the shared
  // read caches before its reply leaves: the next request sees the change (read-cache.ts explains
  // why loads already running cannot put stale data back). A GET route that changed users,
  // sessions or organisations would have to clear them itself; none does. A POST that only reads
  // (`config: { readsOnly: true }`, a search with a body) keeps them.
  // A write an API key made also leaves an audit row naming the key (docs/api-keys.md), before its
  // reply leaves. One callback hook: a signed-in member's read, the common case, costs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!readOnlyMethods.has(request.method) && !request.routeOptions.config?.readsOnly) {
      app.services.readCaches.invalidate();
    }
    if (!request.actor?.apiKey) {
      done(null, payload);
      return;
    }
    auditApiKeyRequest(app.services.database.db, request, reply).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Leadpilot API', version: '1.0.0', description: 'The API the Leadpilot web app uses.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: apiKeySecurityScheme,
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  for (const register of modules) register(app);

  const webDist = path.resolve(config.WEB_DIST_DIR ?? defaultWebDist);
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const publicPages = prerenderedPages(webDist);
  const bookingPages = createBookingPageRender(webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (scripts/compress-assets.mjs): a browser
      // that accepts one gets it, with `Vary: Accept-Encoding`; sendFile (the pages) answers the same way.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The SPA answers `/` whatever the Accept header (curl, health checkers) and other paths for
  // navigations only; an unknown data path gets a JSON 404.
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      (String(request.headers.accept ?? '').includes('text/html') || request.url.split('?')[0] === '/');
    if (wantsPage && hasWeb) {
      // A booking page is rendered for the request, with its data (docs/public-pages.md).
      const booking = await renderBookingPage(request);
      if (booking) return sendCompressedHtml(request, reply.header('Cache-Control', 'no-cache'), booking);
      // A public page (sign-in, pricing…) is answered already rendered (docs/public-pages.md).
      const { providers } = app.services.oidc.providers().data;
      const page = publicPages.fileFor(request.url, providers) ?? 'index.html';
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(page);
    }
    const message = wantsPage
      ? 'The web app has not been built yet: run npm start, or npm run build:web.'
      : 'There is nothing at this address.';
    return reply.code(404).send({ message, code: 'NOT_FOUND' });
  });

  /** `/book/{slug}` rendered with the page's data; null for another address or when it cannot be (the app's page then). */
  async function renderBookingPage(request: FastifyRequest): Promise<string | null> {
    const slug = /^\/book\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(request.url.split('?')[0] ?? '')?.[1];
    if (!slug || slug === 'manage' || slug.length > 60 || !bookingPages.available()) return null;
    try {
      // The page as the API answers it without a zone: grouped on the host's clock.
      const { data } = await app.services.meetings.showPage(slug, undefined, request.ip);
      return await bookingPages.render(request.url, data);
    } catch (error) {
      // An unknown page, a throttled address or a calendar out of reach: the app's page says so.
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'The booking page could not be rendered.');
      return null;
    }
  }

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
