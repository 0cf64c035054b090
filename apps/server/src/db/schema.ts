// The database schema, one file per area; drizzle-kit and the repositories read it from here.
export * from './schema-autopilot.ts';
export * from './schema-campaigns.ts';
export * from './schema-communication.ts';
export * from './schema-core.ts';
export * from './schema-credits.ts';
export * from './schema-email.ts';
export * from './schema-enrichment.ts';
export * from './schema-free-enrichment.ts';
export * from './schema-identities.ts';
export * from './schema-mailboxes.ts';
export * from './schema-meetings.ts';
export * from './schema-prospects.ts';
export * from './schema-replies.ts';
export * from './schema-sending.ts';
export * from './schema-suppressions.ts';
export * from './schema-templates.ts';
export * from './schema-throttles.ts';
