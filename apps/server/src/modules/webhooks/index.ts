export { retrySchedule } from './deliver-webhooks.ts';
export { type DisabledEndpoint, failedMessagesLimit } from './endpoint-health.ts';
export { recordWebhookEvents, type WebhookEventInput } from './record-webhook-events.ts';
export { webhookDeliveryJob } from './webhooks.jobs.ts';
export { registerWebhookRoutes } from './webhooks.routes.ts';
export { createWebhookService, type WebhookService } from './webhooks.service.ts';
