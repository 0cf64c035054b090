/**
 * Tenant isolation and access control, driven by the live route table (TEST-GOALS T1, T4, T5).
 *
 * Organisations A and B each have an owner, an admin, a member, a pending invitation and a
 * deactivated member, with `CANARY-A-<uuid>` / `CANARY-B-<uuid>` in their names, job titles,
 * addresses, e-mail addresses and (through invitations) sandbox messages. Every route comes from
 * `app.routeInventory` and the served OpenAPI, so a new route is covered without editing this file.
 *
 * 404 or 403? A route that takes an id must answer A's principals for B's id exactly as it
 * answers for an id that exists nowhere (a fresh uuid, called first as the baseline): 404,
 * or 403 when the refusal comes before any lookup. The suite tells the two 403s apart like this:
 * - the route's declared access rule, checked against the role's own ability rules (the ones
 *   sign-in returns), says whether the role may use the route at all; if not, 403 is the
 *   only right answer, since the access hook refuses before the handler runs;
 * - if the role may use the route, a 403 is accepted only when the baseline for a fresh uuid
 *   is the same 403 with the same message (e.g. a member editing "another member": refused
 *   whoever that is, before any lookup), so the answer says nothing about B's id. Anything
 *   else must be 404, with the same message as the baseline.
 * The last test of the matrix calls the same routes with A's own ids and insists at least one
 * is found, so the 404s cannot come from a route that finds nothing at all.
 */
import { randomUUID } from 'node:crypto';
import { abilityActions, abilitySubjects, apiKeyScopes, type LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type RouteEntry } from '../src/app.ts';
import {
  autopilotActions,
  campaignSteps,
  campaignTasks,
  enrichmentFiles,
  enrichmentRows,
  enrolments,
  inboundMessages,
  mailboxes,
  sendLedger,
} from '../src/db/schema.ts';
import { createApiKey } from '../src/modules/api-keys/api-keys-test-support.ts';
import {
  audioFile,
  multipartBody,
  postUpload,
  salesCall,
  toneWav,
  transcriptFile,
  vttOf,
} from '../src/modules/recordings/recordings-test-support.ts';
import { createSandboxTransport } from '../src/platform/mail/sandbox-transport.ts';
import { ensureSuperAdmin } from '../src/seed.ts';
import {
  fillPath,
  idFieldPattern,
  loadOperations,
  type Operation,
  queryString,
  sampleOne,
  schemaPaths,
  validBodyArbitrary,
  validPathArbitrary,
  validQueryArbitrary,
} from './api-schema.ts';
import {
  databaseFingerprint,
  listTables,
  organisationFingerprint,
  organisationRows,
  organisationScopes,
  type ScopedTable,
} from './db-snapshot.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { isSuperAdminRoute, mayUse, type Principal, principalFrom, signInAgain } from './principals.ts';
import { publicRoutes } from './public-routes.ts';

vi.mock('fastify-type-provider-zod', async (importOriginal) =>
  (await import('./route-schemas.ts')).captureRouteSchemas(await importOriginal()),
);

interface Tenant {
  letter: 'A' | 'B';
  canary: string;
  organisationId: string;
  owner: Principal;
  admin: Principal;
  member: Principal;
  /** An API key of the owner's with every scope (docs/api-keys.md). */
  apiKey: Principal;
}

interface Sent {
  method: string;
  url: string;
  body?: unknown;
}

interface Reply {
  status: number;
  text: string;
  json: unknown;
}

let context: TestContext;
let operations: Map<string, Operation>;
let scopes: { scoped: ScopedTable[]; unscoped: { name: string }[] };
let a: Tenant;
let b: Tenant;
let superAdmin: Principal;
/** A prospect (platform data) that both organisations revealed and saved in a list. */
let prospectId: string;
/** Strings that belong to B alone: its canary, every uuid and e-mail of its rows, its tokens. */
let markersOfB: string[];
/** Every reply the suite received, for the secret scans. */
const replies: { request: string; text: string }[] = [];

/** Reply keys that must never appear: the hash columns by name, snake_case or camelCase (filled from the schema too). */
const secretKeys = new Set(['password_hash', 'passwordHash', 'token_hash', 'tokenHash']);
const secretColumnPattern = /(_hash|_ciphertext)$/;
const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function keyOf(route: { method: string; url: string }) {
  return `${route.method} ${route.url}`;
}

/** Sends a request as `principal` (or anonymously), records the reply and checks it for secret keys. */
async function send(principal: Principal | undefined, request: Sent, headers: Record<string, string> = {}) {
  const response = await context.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...(principal ? { authorization: `Bearer ${principal.token}` } : {}),
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
  });
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    json = undefined;
  }
  const reply: Reply = { status: response.statusCode, text: response.body, json };
  const label = `${request.method} ${request.url} as ${principal?.label ?? 'nobody'}`;
  replies.push({ request: label, text: reply.text });
  expect(secretKeysIn(json), `${label} answered with secret keys`).toEqual([]);
  return reply;
}

function secretKeysIn(value: unknown): string[] {
  const found: string[] = [];
  const stack = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) stack.push(...current);
    else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (secretKeys.has(key)) found.push(key);
        stack.push(item);
      }
    }
  }
  return found;
}

/** B's markers found in a reply, leaving out what the caller itself sent. */
function leaksOfB(request: Sent, reply: Reply): string[] {
  let sent = `${request.url} ${JSON.stringify(request.body ?? null)}`;
  try {
    sent = decodeURIComponent(sent);
  } catch {
    // keep the encoded form
  }
  const sentLower = sent.toLowerCase();
  const text = reply.text.toLowerCase();
  return markersOfB.filter((marker) => text.includes(marker) && !sentLower.includes(marker));
}

function messageOf(reply: Reply): unknown {
  return (reply.json as { message?: unknown } | undefined)?.message;
}

/** The route's schema refused the request before its handler ran (so before any lookup). */
const schemaRefusal = (answer: ReturnType<typeof summary>) =>
  answer.status === 400 && answer.code === 'VALIDATION_FAILED';

function summary(reply: Reply) {
  const json = reply.json as { message?: unknown; code?: unknown } | undefined;
  return { status: reply.status, message: json?.message, code: json?.code };
}

interface SampledParts {
  params: Record<string, string>;
  query: Record<string, string>;
  /** Empty when the operation takes no body. */
  body: Record<string, unknown>;
}

/**
 * The generated path, query and body of an operation for a seed. A fixed seed draws the same values
 * every time, so they are drawn once (building the arbitraries is most of a sweep's time) and
 * each request gets its own copy.
 */
const sampledParts = new Map<string, SampledParts>();
function sampledPartsFor(operation: Operation, seed: number): SampledParts {
  const key = `${operation.key} ${seed}`;
  let parts = sampledParts.get(key);
  if (!parts) {
    parts = {
      params: sampleOne(validPathArbitrary(operation), seed),
      query: sampleOne(validQueryArbitrary(operation, { requiredOnly: true }), seed),
      body: operation.body ? sampleOne(validBodyArbitrary(operation, { requiredOnly: true }), seed) : {},
    };
    sampledParts.set(key, parts);
  }
  return structuredClone(parts);
}

/** A valid request for the operation: required fields only, ids set from `ids` (slot name → value). */
function requestFor(operation: Operation, ids: Record<string, string> = {}, seed = 7): Sent {
  const sampled = sampledPartsFor(operation, seed);
  const params = { ...sampled.params, ...pick(ids, 'path') };
  const query: Record<string, string> = { ...sampled.query, ...pick(ids, 'query') };
  let body: Record<string, unknown> | undefined;
  if (operation.body) {
    body = sampled.body;
    for (const slot of idSlots(operation).filter((candidate) => candidate.in === 'body')) {
      const value = ids[`body:${slot.path.join('.')}`];
      if (value !== undefined) setAt(body, slot.path, slot.list ? [value] : value);
    }
  }
  return { method: operation.method, url: `${fillPath(operation.route, params)}${queryString(query)}`, body };

  function pick(values: Record<string, string>, where: 'path' | 'query') {
    return Object.fromEntries(
      Object.entries(values)
        .filter(([slot]) => slot.startsWith(`${where}:`))
        .map(([slot, value]) => [slot.slice(where.length + 1), value]),
    );
  }
}

function setAt(target: Record<string, unknown>, path: readonly (string | number)[], value: unknown) {
  let current: Record<string | number, unknown> = target;
  for (const [index, step] of path.entries()) {
    if (index === path.length - 1) current[step] = value;
    else {
      const next = current[step];
      if (!next || typeof next !== 'object') current[step] = typeof path[index + 1] === 'number' ? [] : {};
      current = current[step] as Record<string | number, unknown>;
    }
  }
}

interface IdSlot {
  in: 'path' | 'query' | 'body';
  name: string;
  path: (string | number)[];
  list: boolean;
  /** `path:id`, `query:userId`, `body:address.ownerId` */
  key: string;
}

/** A field that takes one of a fixed set of values (`planId: 'growth'`) names a choice, not an object. */
const isFixedChoice = (schema: { enum?: unknown[]; const?: unknown; items?: { enum?: unknown[] } }) =>
  schema.enum !== undefined || schema.const !== undefined || schema.items?.enum !== undefined;

/** Where an operation takes ids: every path parameter, and query or body fields named like ids. */
/** Keys the client makes up to make a retry safe (scoped to its own organisation): they name nothing stored. */
const idempotencyKeys = new Set(['requestId']);

function idSlots(operation: Operation): IdSlot[] {
  // A signed token in the path (a tracking link) names its object inside, sealed: it is not an id.
  const slots: IdSlot[] = operation.pathParams
    // A link's token, a public booking page's address (`slug`) and a search's words (`q`) name no
    // object of a tenant.
    .filter((parameter) => !['token', 'slug', 'q'].includes(parameter.name))
    .map((parameter) => ({
      in: 'path',
      name: parameter.name,
      path: [parameter.name],
      list: false,
      key: `path:${parameter.name}`,
    }));
  for (const parameter of operation.queryParams) {
    if (
      idFieldPattern.test(parameter.name) &&
      !idempotencyKeys.has(parameter.name) &&
      !isFixedChoice(parameter.schema)
    ) {
      slots.push({
        in: 'query',
        name: parameter.name,
        path: [parameter.name],
        list: false,
        key: `query:${parameter.name}`,
      });
    }
  }
  for (const { path, schema } of operation.body ? schemaPaths(operation.body) : []) {
    const name = path.at(-1);
    if (typeof name !== 'string' || !idFieldPattern.test(name) || idempotencyKeys.has(name)) continue;
    if (isFixedChoice(schema)) continue;
    const list = [schema.type].flat().includes('array');
    slots.push({ in: 'body', name, path, list, key: `body:${path.join('.')}` });
  }
  return slots;
}

const snakeCase = (name: string) => name.replace(/s$/, '').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Id values for an operation, taken from an organisation's rows: for each row, the slot that
 * names the object (the last path parameter, or the only slot) gets the row's id; a slot such
 * as `campaignId` gets the row's `campaign_id` when it has one, so nested routes get real pairs.
 */
function idCandidates(operation: Operation, rows: { table: string; row: Record<string, unknown> }[]) {
  const slots = idSlots(operation);
  const primary =
    slots.filter((slot) => slot.in === 'path').at(-1) ?? slots.find((slot) => slot.name === 'id') ?? slots[0];
  const seen = new Set<string>();
  const candidates: { label: string; ids: Record<string, string> }[] = [];
  for (const { table, row } of rows) {
    if (typeof row.id !== 'string') continue;
    const ids: Record<string, string> = {};
    for (const slot of slots) {
      const own = row[snakeCase(slot.name)];
      ids[slot.key] = slot === primary || typeof own !== 'string' ? row.id : own;
    }
    // With several id slots, also the row's id in one slot alone (the others left to the request's
    // own values): a route whose ids are independent (a template and an optional list) is reached too.
    const alone =
      slots.length > 1 ? slots.map((slot) => ({ [slot.key]: ids[slot.key] as string })) : ([] as (typeof ids)[]);
    for (const option of [ids, ...alone]) {
      const key = JSON.stringify(option);
      if (seen.has(key)) continue;
      seen.add(key);
      candidates.push({ label: `${table} ${row.id}`, ids: option });
    }
  }
  return candidates;
}

/** The words of a route or table name, singular: `/api/v1/key/webhook/:id/deliveries` → key, webhook, delivery. */
function nameWords(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 2 && word !== 'api')
      .map((word) => word.replace(/ies$/, 'y').replace(/s$/, '')),
  );
}

/**
 * Candidates from tables named like the route first (a webhook route tries webhook rows before
 * templates): A holds thousands of rows once the sweeps have run, and a route found early ends its
 * search early. The order changes only how soon a route is found, never whether.
 */
function likelyFirst<T extends { label: string }>(url: string, candidates: T[]): T[] {
  const words = nameWords(url);
  const score = (candidate: T) => {
    const table = candidate.label.split(' ')[0] ?? '';
    return [...nameWords(table)].filter((word) => words.has(word)).length;
  };
  return candidates
    .map((candidate, index) => ({ candidate, index, score: score(candidate) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ candidate }) => candidate);
}

async function seedTenant(letter: 'A' | 'B'): Promise<Tenant> {
  const canary = `CANARY-${letter}-${randomUUID()}`;
  const mailbox = canary.toLowerCase();
  const ownerReply = await context.signup({
    name: `${canary} owner`,
    email: `owner-${mailbox}@example.test`,
    organisationName: `${canary} organisation`,
  });
  const owner = principalFrom(`${letter}'s owner`, ownerReply);
  const admin = principalFrom(`${letter}'s admin`, await context.addMember(owner.token, 'admin'));
  const member = principalFrom(`${letter}'s member`, await context.addMember(owner.token, 'member'));
  for (const [role, user] of Object.entries({ owner, admin, member })) {
    const named = await context.call('PUT', '/api/v1/users', {
      token: owner.token,
      body: { id: user.userId, name: `${canary} ${role}`, jobTitle: `${canary} job title` },
    });
    expect(named.status).toBe(200);
  }
  const organisation = await context.call('PUT', '/api/v1/organisation', {
    token: owner.token,
    body: {
      website: `https://${mailbox}.example.test`,
      address: {
        line1: `${canary} street 1`,
        line2: '',
        city: `${canary} city`,
        region: '',
        postalCode: '1',
        country: 'US',
      },
    },
  });
  expect(organisation.status).toBe(200);
  for (const who of ['invitee', 'leaver']) {
    const invited = await context.call<{ data: { id: string } }>('POST', '/api/v1/users', {
      token: owner.token,
      body: { name: `${canary} ${who}`, email: `${who}-${mailbox}@example.test`, role: 'member' },
    });
    expect(invited.status).toBe(200);
    if (who === 'leaver') {
      const left = await context.call('POST', '/api/v1/users/teams/deactivate', {
        token: owner.token,
        body: { userId: invited.body.data.id },
      });
      expect(left.status).toBe(200);
    }
  }
  // A purchase, so the organisation has payments, credits and an invoice of its own.
  const purchase = await context.call('POST', '/api/v1/payment/test-purchase', {
    token: owner.token,
    body: { planId: 'growth', currency: 'INR' },
  });
  expect(purchase.status).toBe(200);
  await context.inline.drain();
  // Reveals and saved lists: the shared prospect, revealed and kept in a list named with the canary.
  const revealed = await context.call('GET', `/api/v1/callback/opencontact/${prospectId}`, { token: owner.token });
  expect(revealed.status).toBe(200);
  const list = await context.call<{ data: { id: string } }>('POST', '/api/v1/lists', {
    token: owner.token,
    body: { name: `${canary} list` },
  });
  expect(list.status).toBe(200);
  const listed = await context.call('POST', `/api/v1/lists/${list.body.data.id}/people`, {
    token: owner.token,
    body: { personIds: [prospectId] },
  });
  expect(listed.status).toBe(200);
  // A scheduled job that refreshes a search into that list, so the scheduler's routes find one.
  const scheduled = await context.call('POST', '/api/v1/scheduler/customjob', {
    token: owner.token,
    body: {
      name: `${canary} scheduled job`,
      kind: 'refresh-list',
      schedule: { type: 'cron', cron: '0 9 * * *', timeZone: 'UTC' },
      search: { titles: [`${canary} title`] },
      listId: list.body.data.id,
    },
  });
  expect(scheduled.status).toBe(200);
  // A call recording of that prospect with its transcript, as an upload stores it, so the recording routes find one.
  const recording = await postUpload(
    context,
    owner.token,
    multipartBody({ prospectId, title: `${canary} call` }, [audioFile(toneWav(1)), transcriptFile(vttOf(salesCall))]),
  );
  expect(recording.status).toBe(200);
  await seedMailboxesAndTemplates(owner, ownerReply.userData.organisation.id, { canary, mailbox, letter });
  // An API key with every scope and a pending access code, named with the canary (docs/api-keys.md).
  const key = await createApiKey(context, owner.token, { name: `${canary} key`, scopes: [...apiKeyScopes] });
  const code = await context.call('POST', '/api/v1/key/accesscode/create', {
    token: owner.token,
    body: { name: `${canary} extension`, scopes: ['people:search'] },
  });
  expect(code.status).toBe(200);
  // The browser extension signed in with the owner's session, and a prospect it viewed (docs/extension.md).
  const extension = await context.call('POST', '/api/v1/extension/globalauth', {
    token: owner.token,
    body: { method: 'session' },
  });
  expect(extension.status).toBe(200);
  const viewed = await context.call('GET', `/api/v1/extension/trackprospect?id=${prospectId}&source=linkedin`, {
    token: owner.token,
  });
  expect(viewed.status).toBe(200);
  const apiKey: Principal = {
    ...owner,
    label: `${letter}'s API key`,
    token: key.secret,
    refreshToken: '',
    apiKeyScopes: [...apiKeyScopes],
  };
  return { letter, canary, organisationId: ownerReply.userData.organisation.id, owner, admin, member, apiKey };
}

/** A mailbox, a calendar, a template, a custom field, a signature and a launched campaign, each named with the canary. */
async function seedMailboxesAndTemplates(
  owner: Principal,
  organisationId: string,
  { canary, mailbox, letter }: { canary: string; mailbox: string; letter: 'A' | 'B' },
) {
  const expectOk = async (method: 'POST', url: string, body: Record<string, unknown>) => {
    const reply = await context.call<{ data: { id: string } }>(method, url, { token: owner.token, body });
    expect(reply.status, `${method} ${url}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.data;
  };
  const sender = await expectOk('POST', '/api/v1/organisation/emails', {
    kind: 'sandbox',
    email: `sales-${mailbox}@example.test`,
    senderName: `${canary} sender`,
  });
  // A calendar is connected through consent; its row is what that flow stores.
  const [calendar] = await context.db
    .insert(mailboxes)
    .values({
      organisationId,
      mode: 'Calendar',
      kind: 'gmail',
      email: `calendar-${mailbox}@example.test`,
      senderName: `${canary} calendar`,
    })
    .returning({ id: mailboxes.id });
  // A team booking page with that calendar as its member, so the team page routes find one.
  await expectOk('POST', '/api/v1/meetings/team-pages', {
    name: `${canary} team page`,
    slug: `team-${mailbox}`,
    meetingMinutes: 30,
    calendarIds: [calendar?.id],
  });
  await expectOk('POST', '/api/v1/emailtemplate', {
    name: `${canary} template`,
    subject: `${canary} subject`,
    html: `<p>Hello {{ first_name | default: "there" }}, ${canary}</p>`,
  });
  await expectOk('POST', '/api/v1/organisation/customfields', {
    key: `canary_${letter.toLowerCase()}`,
    label: `${canary} field`,
  });
  await expectOk('POST', '/api/v1/organisation/customsignatures', {
    name: `${canary} signature`,
    html: `<p>${canary}</p>`,
  });
  // A launched campaign with one prospect, so campaign routes (results, launch check, prospects) find rows.
  const campaign = await expectOk('POST', '/api/v1/campaign', {
    name: `${canary} campaign`,
    steps: [{ kind: 'email', variants: [{ label: 'A', subject: `${canary} hello`, bodyHtml: `<p>${canary}</p>` }] }],
    mailboxIds: [sender.id],
    audience: { csv: [{ email: `prospect-${mailbox}@example.test`, firstName: canary, company: canary }] },
  });
  await expectOk('POST', '/api/v1/campaign/launch', { id: campaign.id });
  // The engine does not run here: the prospect's first message, scheduled, as the engine places it.
  const [enrolment] = await context.db.select().from(enrolments).where(eq(enrolments.campaignId, campaign.id));
  const [step] = await context.db.select().from(campaignSteps).where(eq(campaignSteps.campaignId, campaign.id));
  if (!enrolment || !step) throw new Error(`the launched campaign of ${letter} has no prospect or step`);
  await context.db.insert(sendLedger).values({
    organisationId,
    campaignId: campaign.id,
    enrolmentId: enrolment.id,
    stepId: step.id,
    mailboxId: sender.id,
    dueAt: new Date(context.clock.now().getTime() + 60 * 60_000),
  });
  // An enrichment file with one row, as an upload stores it, so the file's routes (its page, downloads) find one.
  const [file] = await context.db
    .insert(enrichmentFiles)
    .values({
      organisationId,
      name: `${canary} leads.csv`,
      format: 'csv',
      sizeBytes: 64,
      rowCount: 1,
      headers: ['Email'],
      mapping: [{ column: 0, header: 'Email', field: 'email', confidence: 1 }],
    })
    .returning({ id: enrichmentFiles.id });
  if (!file) throw new Error(`the enrichment file of ${letter} was not stored`);
  await context.db
    .insert(enrichmentRows)
    .values({ fileId: file.id, rowNumber: 2, organisationId, cells: [`lead-${mailbox}@example.test`] });
  // And a call task the scheduler would create for a task step, so the task routes find a row.
  await context.db.insert(campaignTasks).values({
    organisationId,
    campaignId: campaign.id,
    enrolmentId: enrolment.id,
    stepId: step.id,
    kind: 'call',
    note: `${canary} call`,
    dueAt: new Date(context.clock.now().getTime() + 2 * 60 * 60_000),
  });
  // And the prospect's reply as the inbound sync stores it, so the inbox routes find a message.
  await context.db.insert(inboundMessages).values({
    organisationId,
    mailboxId: sender.id,
    messageId: `<reply-${mailbox}@example.test>`,
    providerRef: `sandbox:${mailbox}`,
    fromAddress: enrolment.email,
    fromName: canary,
    subject: `Re: ${canary} hello`,
    text: `${canary} sounds interesting`,
    rawSize: 100,
    receivedAt: context.clock.now(),
    campaignId: campaign.id,
    enrolmentId: enrolment.id,
    kind: 'reply',
    label: 'interested',
    confidence: 0.8,
  });
  // And the autopilot's draft answer to that reply, so the approval queue's routes find an action.
  const [reply] = await context.db
    .select({ id: inboundMessages.id })
    .from(inboundMessages)
    .where(eq(inboundMessages.messageId, `<reply-${mailbox}@example.test>`));
  await context.db.insert(autopilotActions).values({
    organisationId,
    campaignId: campaign.id,
    enrolmentId: enrolment.id,
    inboundMessageId: reply?.id ?? '',
    mailboxId: sender.id,
    idempotencyKey: `autopilot:${reply?.id}`,
    kind: 'draft_for_review',
    status: 'pending',
    prospectEmail: enrolment.email,
    prospectName: canary,
    replySubject: `Re: ${canary} hello`,
    replyText: `${canary} sounds interesting`,
    replyReceivedAt: context.clock.now(),
    classification: { kind: 'reply', label: 'interested', confidence: 0.8, evidence: [] },
    subject: `Re: ${canary} hello`,
    bodyHtml: `<p>${canary} answer</p>`,
    bodyText: `${canary} answer`,
    sources: { label: 'interested', confidence: 0.8, factIds: [], facts: [], slotStarts: [], escalations: [] },
  });
  // Two webhook endpoints (one may be deleted by the own-ids sweep), each with a delivery of one event.
  for (const index of [1, 2]) {
    const { endpoint } = (await expectOk('POST', '/api/v1/key/webhook/create', {
      url: `http://127.0.0.1:9/${mailbox}-${index}`,
      events: ['reply.received'],
      description: `${canary} webhook ${index}`,
    })) as unknown as { endpoint: { id: string } };
    await context.database.query(
      `with event as (
         insert into webhook_events (organisation_id, type, event_key, data, occurred_at)
         values ($1, 'reply.received', $2, $3::jsonb, now()) returning id)
       insert into webhook_deliveries (organisation_id, endpoint_id, event_id, status, attempts, next_attempt_at)
       select $1, $4, id, 'failed', 8, null from event`,
      [
        organisationId,
        `reply.received:${mailbox}-${index}`,
        JSON.stringify({ from: `${canary}@example.test` }),
        endpoint.id,
      ],
    );
  }
}

async function fingerprintOfB() {
  return organisationFingerprint(context.database, scopes.scoped, b.organisationId);
}

const principalsOfA = () => [a.owner, a.admin, a.member];
/** The id matrix (T1) also goes through A's API key, with every scope (docs/api-keys.md). */
const principalsOfAWithKey = () => [...principalsOfA(), a.apiKey];
const apiRoutes = () => context.app.routeInventory.filter((route) => route.url.startsWith('/api/v1/'));
const tenantRoutes = () => apiRoutes().filter((route) => !isSuperAdminRoute(route));

function operationOf(route: RouteEntry): Operation {
  const operation = operations.get(keyOf(route));
  if (!operation) throw new Error(`${keyOf(route)} is missing from the served OpenAPI`);
  return operation;
}

// Two organisations with every kind of object, a campaign launched for each: a minute or more on a busy machine.
const seedTimeout = 180_000;

beforeAll(async () => {
  // API keys' rate limit out of the way: the sweeps send thousands of requests with A's key.
  context = await createTestContext({
    config: { PAYMENTS_TEST_PURCHASE_ENABLED: 'true', API_KEY_REQUESTS_PER_MINUTE: '100000' },
  });
  operations = new Map((await loadOperations(context.app)).map((operation) => [operation.key, operation]));
  prospectId = await insertProspect();
  a = await seedTenant('A');
  b = await seedTenant('B');
  const rootEmail = `root-${randomUUID()}@example.test`;
  await ensureSuperAdmin(context.db, rootEmail, 'root passphrase for the tests');
  const root = await context.call<LoginReply>('POST', '/api/v1/login', {
    body: { email: rootEmail, password: 'root passphrase for the tests' },
  });
  expect(root.status).toBe(200);
  superAdmin = principalFrom('the super-admin', {
    ...root.body,
    email: rootEmail,
    password: 'root passphrase for the tests',
  });
  scopes = await organisationScopes(context.database);
  for (const table of await listTables(context.database)) {
    for (const column of table.columns.filter((name) => secretColumnPattern.test(name))) {
      secretKeys.add(column).add(camelCase(column));
    }
  }

  const values = (rows: { row: Record<string, unknown> }[]) =>
    rows.flatMap(({ row }) =>
      Object.entries(row)
        .filter(
          ([column, value]) =>
            typeof value === 'string' && (column === 'id' || column.endsWith('_id') || column === 'email'),
        )
        .map(([, value]) => String(value).toLowerCase()),
    );
  const ofA = new Set(values(await organisationRows(context.database, scopes.scoped, a.organisationId)));
  const ofB = values(await organisationRows(context.database, scopes.scoped, b.organisationId));
  const tokensOfB = [b.owner, b.admin, b.member, b.apiKey]
    .flatMap((principal) => [principal.token, principal.refreshToken])
    .filter((token) => token !== '');
  markersOfB = [
    ...new Set([
      b.canary.toLowerCase(),
      ...ofB.filter((value) => !ofA.has(value)),
      ...tokensOfB.map((t) => t.toLowerCase()),
    ]),
  ];
}, seedTimeout);
afterAll(() => context.close());

describe('the route inventory', () => {
  it('gives every /api route a valid access rule and refuses to build a route that declares none', async () => {
    const inventory = context.app.routeInventory;
    expect(inventory.length).toBeGreaterThan(10);
    for (const route of inventory) {
      const { access } = route;
      if (typeof access === 'string') expect(['public', 'signed-in'], keyOf(route)).toContain(access);
      else {
        expect(abilityActions, keyOf(route)).toContain(access.action);
        expect(abilitySubjects, keyOf(route)).toContain(access.subject);
      }
    }
    const documented = (await loadOperations(context.app, ['/api/'])).map((operation) => operation.key);
    expect(documented.sort()).toEqual(inventory.map(keyOf).sort());

    const fresh = await buildApp(
      {
        config: context.config,
        database: context.database,
        clock: context.clock,
        queue: context.queue,
        mail: createSandboxTransport(context.db),
      },
      { logger: false },
    );
    expect(() => fresh.get('/api/v1/a-route-without-a-rule', async () => ({}))).toThrow(/declares no access rule/);
    fresh.get('/api/v1/a-route-with-a-rule', { config: { access: 'signed-in' } }, async () => ({}));
    expect(fresh.routeInventory).toContainEqual({
      method: 'GET',
      url: '/api/v1/a-route-with-a-rule',
      access: 'signed-in',
    });
    await fresh.close();
  });

  it('declares exactly the public routes listed in public-routes.ts', () => {
    const declared = context.app.routeInventory.filter((route) => route.access === 'public').map(keyOf);
    expect(declared.sort()).toEqual([...publicRoutes].sort());
  });

  it('keeps the super-admin area under /sadmin, and everything under /sadmin behind manage Admin', () => {
    for (const route of apiRoutes()) {
      expect(route.url.startsWith('/api/v1/sadmin/'), keyOf(route)).toBe(isSuperAdminRoute(route));
    }
    expect(apiRoutes().filter(isSuperAdminRoute).length).toBeGreaterThan(0);
  });

  it('classifies every table: owned by an organisation (directly or through a foreign key) or platform-wide', () => {
    const platformWide = [
      '__drizzle_migrations',
      'invoice_counters',
      'sales_inquiries',
      // Prospect data every organisation searches (not tenant data).
      'companies',
      'people',
      'intent_signals',
      'company_news',
      'social_posts',
      // The words of the people index, for prefix search (search-words.ts).
      'search_words',
      // Verification results per address, shared by every organisation.
      'email_verifications',
      // Sign-in and abuse throttles' counts, per address or account, under HMACs of the keys.
      'throttle_counts',
      // Free-enrichment sign-ups waiting for their code: no organisation exists until it is proven.
      'free_enrichment_signups',
    ];
    expect(scopes.unscoped.map((table) => table.name).filter((name) => !platformWide.includes(name))).toEqual([]);
    expect(scopes.scoped.map((scope) => scope.table.name)).toEqual(
      expect.arrayContaining(['organisations', 'users', 'sessions', 'refresh_tokens', 'sandbox_messages']),
    );
  });

  it('answers 401 with a message to every route that is not public, without a valid access token', async () => {
    const failures: string[] = [];
    const credentials: [string, Record<string, string>][] = [
      ['no token', {}],
      ['a token that is not a JWT', { authorization: 'Bearer not-a-token' }],
      ['a refresh token', { authorization: `Bearer ${b.owner.refreshToken}` }],
      [
        'Basic credentials',
        { authorization: `Basic ${Buffer.from(`${b.owner.email}:${b.owner.password}`).toString('base64')}` },
      ],
    ];
    for (const route of context.app.routeInventory.filter((candidate) => candidate.access !== 'public')) {
      const request = requestFor(operationOf(route));
      for (const [what, headers] of credentials) {
        const reply = await send(undefined, request, headers);
        if (reply.status !== 401 || typeof messageOf(reply) !== 'string' || messageOf(reply) === '') {
          failures.push(`${keyOf(route)} with ${what}: ${JSON.stringify(summary(reply))}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** The sweeps send thousands of requests: minutes on a busy two-core machine with PostgreSQL. */
const sweepTimeout = 600_000;

describe('tenant isolation between organisations A and B', () => {
  it(
    "answers every role of A for each of B's ids exactly as for an id that exists nowhere: 404, or a 403 before any lookup",
    async () => {
      const before = await fingerprintOfB();
      const rowsOfB = await organisationRows(context.database, scopes.scoped, b.organisationId);
      const routes = tenantRoutes().filter((route) => idSlots(operationOf(route)).length > 0);
      expect(routes.length).toBeGreaterThan(0);
      const failures: string[] = [];
      let requests = 0;
      for (const route of routes) {
        const operation = operationOf(route);
        for (const principal of principalsOfAWithKey()) {
          const usable = mayUse(principal, route.access, route.apiKeyScope);
          // The answer for ids that exist nowhere, in the same slots as the candidate's.
          const baselines = new Map<string, ReturnType<typeof summary>>();
          const baselineFor = async (ids: Record<string, string>) => {
            const slots = Object.keys(ids).sort().join(',');
            const known = baselines.get(slots);
            if (known) return known;
            const nowhere = Object.fromEntries(Object.keys(ids).map((slot) => [slot, randomUUID()]));
            const answer = summary(await send(principal, requestFor(operation, nowhere)));
            if (!usable && answer.status !== 403) {
              failures.push(`${keyOf(route)} let ${principal.label} past its access rule: ${JSON.stringify(answer)}`);
            }
            baselines.set(slots, answer);
            return answer;
          };
          for (const candidate of idCandidates(operation, rowsOfB)) {
            const baseline = await baselineFor(candidate.ids);
            const request = requestFor(operation, candidate.ids);
            const reply = await send(principal, request);
            requests++;
            const answer = summary(reply);
            // Refused before any lookup: by the access rule (403), or by the route's schema (400
            // VALIDATION_FAILED, e.g. an id put into a list item the sample did not have), exactly as
            // for an id that exists nowhere (checked below), so the answer says nothing about B's id.
            const refusedBeforeLookup =
              (baseline.status === 403 && answer.status === 403) || (schemaRefusal(baseline) && schemaRefusal(answer));
            const rightStatus = usable ? answer.status === 404 || refusedBeforeLookup : answer.status === 403;
            const sameAsNowhere = JSON.stringify(answer) === JSON.stringify(baseline);
            if (!rightStatus || !sameAsNowhere) {
              failures.push(
                `${keyOf(route)} as ${principal.label} with B's ${candidate.label}: ${JSON.stringify(answer)}, for an id that exists nowhere ${JSON.stringify(baseline)}`,
              );
            }
            const leaks = leaksOfB(request, reply);
            if (leaks.length > 0) failures.push(`${keyOf(route)} as ${principal.label} showed B's ${leaks.join(', ')}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(routes.length * 3 * 10);
      expect(await fingerprintOfB()).toEqual(before);
    },
    sweepTimeout,
  );

  it("never shows A's roles anything of B on any read, not even when searching for B's canary, e-mail or id", async () => {
    const before = await fingerprintOfB();
    const failures: string[] = [];
    const probes = [b.canary, b.owner.email, b.organisationId, `${b.canary} organisation`];
    for (const route of tenantRoutes().filter((candidate) => candidate.method === 'GET')) {
      const operation = operationOf(route);
      const base = requestFor(operation);
      const searches = operation.queryParams
        .filter((parameter) => [parameter.schema.type].flat().includes('string') && !parameter.schema.enum)
        .flatMap((parameter) =>
          probes.map((probe) => {
            const url = new URL(base.url, 'http://leadpilot.test');
            url.searchParams.set(parameter.name, probe);
            return { ...base, url: `${url.pathname}${url.search}` };
          }),
        );
      for (const principal of route.access === 'public' ? [undefined, ...principalsOfA()] : principalsOfA()) {
        for (const request of [base, ...searches]) {
          const reply = await send(principal, request);
          if (reply.status >= 500) failures.push(`${request.method} ${request.url}: ${reply.status}`);
          const leaks = leaksOfB(request, reply);
          if (leaks.length > 0) {
            failures.push(
              `${request.method} ${request.url} as ${principal?.label ?? 'nobody'} showed B's ${leaks.join(', ')}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprintOfB()).toEqual(before);
  });

  it('refuses or ignores hostile organisationId, orgId, role, isSuperAdmin, credits, balance, status and userId on every POST and PUT', async () => {
    const hostile: Record<string, unknown> = {
      organisationId: b.organisationId,
      orgId: b.organisationId,
      role: 'owner',
      isSuperAdmin: true,
      credits: 999_999_999,
      balance: 999_999_999,
      status: 'active',
      userId: b.owner.userId,
    };
    const watched = ['organisation_id', 'org_id', 'role', 'is_super_admin', 'credits', 'balance', 'status', 'user_id'];
    const before = await watchedColumns(watched);
    const beforeB = await fingerprintOfB();
    const failures: string[] = [];
    const writes = apiRoutes().filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const operation = operationOf(route);
      const strict = operation.body?.additionalProperties === false;
      const declared = Object.keys(operation.body?.properties ?? {});
      for (const principal of principalsOfA()) {
        for (const [field, value] of Object.entries(hostile)) {
          const request = requestFor(operation);
          const body = { ...(request.body as Record<string, unknown>), [field]: value };
          const reply = await send(principal, { ...request, body });
          const where = `${keyOf(route)} as ${principal.label} with ${field}=${JSON.stringify(value)}`;
          if (reply.status >= 500) failures.push(`${where}: ${reply.status}`);
          const refusedByAccess = !mayUse(principal, route.access, route.apiKeyScope) && reply.status === 403;
          if (strict && !declared.includes(field) && reply.status !== 400 && !refusedByAccess) {
            failures.push(`${where}: a strict body took an unknown field (${JSON.stringify(summary(reply))})`);
          }
          const leaks = leaksOfB({ ...request, body }, reply);
          if (leaks.length > 0) failures.push(`${where} showed B's ${leaks.join(', ')}`);
          if (reply.status === 401) await signInAgain(context, principal);
        }
      }
    }
    const after = await watchedColumns(watched);
    for (const [row, values] of Object.entries(before)) {
      if (row in after && after[row] !== values) failures.push(`${row} changed from ${values} to ${after[row]}`);
    }
    const hostileValues = [b.organisationId, b.owner.userId, '999999999'];
    for (const [row, values] of Object.entries(after)) {
      const carriesHostileValue =
        hostileValues.some((hostileValue) => values.includes(hostileValue)) || values.includes('"is_super_admin":true');
      if (!(row in before) && carriesHostileValue) failures.push(`new row ${row} carries a hostile value: ${values}`);
    }
    expect(failures).toEqual([]);
    expect(await fingerprintOfB()).toEqual(beforeB);
  });

  it('answers 403 with a message to every super-admin route for everyone but the super-admin, with no side effects', async () => {
    const routes = apiRoutes().filter(isSuperAdminRoute);
    const before = await databaseFingerprint(context.database);
    const failures: string[] = [];
    for (const route of routes) {
      const request = requestFor(operationOf(route));
      for (const principal of [a.owner, a.admin, a.member, b.owner, b.admin, b.member]) {
        const reply = await send(principal, request);
        if (reply.status !== 403 || typeof messageOf(reply) !== 'string' || messageOf(reply) === '') {
          failures.push(`${keyOf(route)} as ${principal.label}: ${JSON.stringify(summary(reply))}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(context.database)).toEqual(before);

    for (const route of routes) {
      const operation = operationOf(route);
      const reply = await send(superAdmin, requestFor(operation));
      if (route.method === 'GET' && operation.pathParams.length === 0) expect(reply.status, keyOf(route)).toBe(200);
      else expect([401, 403], keyOf(route)).not.toContain(reply.status);
    }
  });

  it('never sends a password hash or token hash, by key or by value, in any reply', async () => {
    for (const route of apiRoutes().filter((candidate) => candidate.method === 'GET')) {
      for (const principal of [...principalsOfA(), superAdmin]) await send(principal, requestFor(operationOf(route)));
    }
    const refreshed = await send(undefined, {
      method: 'POST',
      url: '/api/v1/auth/refresh',
      body: { refreshToken: a.owner.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const secretColumns = (await listTables(context.database)).flatMap((table) =>
      table.columns.filter((column) => secretColumnPattern.test(column)).map((column) => ({ table, column })),
    );
    expect(secretColumns.map(({ column }) => column)).toEqual(expect.arrayContaining(['password_hash', 'token_hash']));
    const secrets: string[] = [];
    for (const { table, column } of secretColumns) {
      const rows = await context.database.query<{ value: string | null }>(
        `select "${column}"::text as value from ${table.sql}`,
      );
      for (const { value } of rows) if (value && value.length >= 16) secrets.push(value);
    }
    expect(secrets.length).toBeGreaterThan(10);
    const exposed = replies.filter((reply) => secrets.some((secret) => reply.text.includes(secret)));
    expect(exposed.map((reply) => reply.request)).toEqual([]);
    expect(replies.length).toBeGreaterThan(100);
  });

  it(
    "finds A's own objects through the same id routes, so the 404s for B's ids are about ownership (runs last: it changes A)",
    async () => {
      // At most 40 rows a table: by now the sweeps have left A thousands of rows (an audit entry for each
      // request made with A's API key), and one row of the right table is enough to find a route's object.
      const perTable = new Map<string, number>();
      const ownRows = (await organisationRows(context.database, scopes.scoped, a.organisationId)).filter(
        ({ table }) => {
          const count = (perTable.get(table) ?? 0) + 1;
          perTable.set(table, count);
          return count <= 40;
        },
      );
      const rowsOfA = [
        ...ownRows,
        // A row with no id of its own (a reveal, a list entry) stands for each object it joins.
        ...ownRows
          .filter(({ row }) => row.id === undefined)
          .flatMap(({ table, row }) =>
            Object.entries(row)
              .filter(([column, value]) => column.endsWith('_id') && typeof value === 'string')
              .map(([, value]) => ({ table, row: { ...row, id: value } })),
          ),
        // Prospect data is platform-wide: every organisation may read it, so it counts as A's own.
        // Social posts too: GET extension/socialpostdetails/{id} takes a post's id, which no person or company id is.
        ...(await context.database.query<{ table: string; row: Record<string, unknown> }>(
          `select 'companies' as table, json_build_object('id', id) as row from companies
         union all select 'people', json_build_object('id', id, 'company_id', company_id) from people
         union all select 'social_posts', json_build_object('id', id, 'person_id', person_id) from social_posts`,
        )),
      ];
      const notFound: string[] = [];
      for (const route of tenantRoutes().filter((candidate) => idSlots(operationOf(candidate)).length > 0)) {
        const operation = operationOf(route);
        const principal = a.owner;
        let found = false;
        const startedAt = Date.now();
        let tried = 0;
        for (const candidate of likelyFirst(route.url, idCandidates(operation, rowsOfA))) {
          tried += 1;
          const reply = await send(principal, requestFor(operation, candidate.ids));
          if (reply.status === 401) await signInAgain(context, principal);
          if (![400, 401, 404].includes(reply.status)) {
            found = true;
            break;
          }
        }
        if (!found) notFound.push(`${keyOf(route)} (${tried} ids tried in ${Date.now() - startedAt} ms)`);
      }
      expect(notFound).toEqual([]);
    },
    sweepTimeout,
  );
});

/** One company with one person, both platform-wide prospect data. */
async function insertProspect(): Promise<string> {
  const [company] = await context.database.query<{ id: string }>(
    `insert into companies (name, domain, industry, employee_count, size_band, revenue_band, country)
     values ('Tenant Suite Ltd', 'tenant-suite.example', 'Software', 40, '11-50', '1M-10M', 'GB') returning id`,
  );
  const [person] = await context.database.query<{ id: string }>(
    `insert into people (first_name, last_name, full_name, title, seniority, department, company_id, company_name,
                         country, email, phone)
     values ('Pat', 'Prospect', 'Pat Prospect', 'Head of Sales', 'director', 'sales', $1, 'Tenant Suite Ltd', 'GB',
             'pat.prospect@tenant-suite.example', '+44 20 7946 0000') returning id`,
    [company?.id],
  );
  if (!person) throw new Error('the prospect was not inserted');
  // A public post of the prospect, so the route that reads one post by its id has a post to find.
  await context.database.query(
    `insert into social_posts (person_id, network, text, url, posted_at)
     values ($1, 'linkedin', 'Hiring for our sales team', 'https://www.linkedin.com/feed/update/1', now())`,
    [person.id],
  );
  await context.database.query(`update companies set key_people = $1::jsonb where id = $2`, [
    JSON.stringify([{ name: 'Pat Prospect', title: 'Head of Sales', personId: person.id }]),
    company?.id,
  ]);
  return person.id;
}

/** The watched columns of every row of every table that has them, keyed by table and id. */
async function watchedColumns(columns: string[]) {
  const values: Record<string, string> = {};
  for (const table of await listTables(context.database)) {
    const present = table.columns.filter((column) => columns.includes(column));
    if (present.length === 0 || !table.columns.includes('id')) continue;
    const rows = await context.database.query<{ key: string; values: Record<string, unknown> }>(
      `select t.id::text as key, json_build_object(${present.map((column) => `'${column}', t."${column}"`).join(', ')}) as values
         from ${table.sql} t`,
    );
    for (const row of rows) values[`${table.name} ${row.key}`] = JSON.stringify(row.values);
  }
  return values;
}
