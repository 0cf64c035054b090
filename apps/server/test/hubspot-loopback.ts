import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for HubSpot on loopback, in its wire format: OAuth 2 (`POST /oauth/v1/token` with the
 * authorization-code and refresh-token grants, form-encoded; `GET /oauth/v1/access-tokens/{token}`)
 * and CRM v3 (`POST /crm/v3/objects/contacts/batch/upsert` by email, `POST .../contacts/search`,
 * `GET /crm/v3/objects/companies`, `POST /crm/v3/objects/emails` and `/meetings` with their
 * associations, and their searches, by property or by `associations.contact`). Malformed calls are refused as HubSpot refuses them (400 with its
 * `{ status: 'error', message, correlationId, category }` body); `rateLimit(n, seconds)` makes the
 * next n CRM calls answer 429 with `Retry-After`. Access tokens live 30 minutes, as HubSpot's.
 */

export interface HubspotRecord {
  id: string;
  properties: Record<string, string>;
  associations: { toId: string; typeId: number }[];
  createdAt: string;
}

const contactProperties = new Set([
  'email',
  'firstname',
  'lastname',
  'jobtitle',
  'company',
  'phone',
  'hs_linkedin_url',
  'lifecyclestage',
  'hs_lead_status',
]);

const correlationId = () => randomUUID();

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

const validationError = (response: ServerResponse, message: string) =>
  send(response, 400, { status: 'error', message, correlationId: correlationId(), category: 'VALIDATION_ERROR' });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function startHubspotLoopback(options: { clientId?: string; clientSecret?: string; hubId?: number } = {}) {
  const clientId = options.clientId ?? 'hubspot-client-id';
  const clientSecret = options.clientSecret ?? 'hubspot-client-secret';
  const hubId = options.hubId ?? 4_242_424;
  const codes = new Map<string, { redirectUri: string }>();
  const accessTokens = new Map<string, { expiresAt: number }>();
  const refreshTokens = new Set<string>();
  const contacts = new Map<string, HubspotRecord>();
  const companies: HubspotRecord[] = [];
  const engagements = { emails: [] as HubspotRecord[], meetings: [] as HubspotRecord[] };
  const calls: { method: string; path: string; grant?: string }[] = [];
  let nextId = 1000;
  let rateLimited = { remaining: 0, seconds: 1 };

  const record = (properties: Record<string, string>): HubspotRecord => {
    const now = new Date().toISOString();
    const id = String(nextId++);
    return { id, properties: { ...properties, hs_object_id: id, createdate: now }, associations: [], createdAt: now };
  };
  const view = (item: HubspotRecord, properties?: string[], isNew?: boolean) => ({
    id: item.id,
    properties: properties
      ? Object.fromEntries(properties.map((name) => [name, item.properties[name] ?? null]))
      : item.properties,
    createdAt: item.createdAt,
    updatedAt: new Date().toISOString(),
    archived: false,
    ...(isNew === undefined ? {} : { new: isNew }),
  });
  const contactByEmail = (email: string) =>
    [...contacts.values()].find((contact) => contact.properties.email?.toLowerCase() === email.toLowerCase());

  function issueTokens() {
    const accessToken = `hs-access-${randomBytes(12).toString('hex')}`;
    const refreshToken = `hs-refresh-${randomBytes(12).toString('hex')}`;
    accessTokens.set(accessToken, { expiresAt: Date.now() + 1800_000 });
    refreshTokens.add(refreshToken);
    return { token_type: 'bearer', access_token: accessToken, refresh_token: refreshToken, expires_in: 1800 };
  }

  async function handleToken(request: IncomingMessage, response: ServerResponse) {
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return send(response, 400, {
        status: 'BAD_GRANT_TYPE',
        message: 'missing or unknown grant type',
        correlationId: correlationId(),
      });
    }
    const form = new URLSearchParams(await readBody(request));
    const grant = form.get('grant_type') ?? '';
    calls[calls.length - 1] = { ...(calls.at(-1) as { method: string; path: string }), grant };
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return send(response, 400, {
        status: 'BAD_CLIENT_ID',
        message: 'missing or invalid client id',
        correlationId: correlationId(),
      });
    }
    if (grant === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code)
        return send(response, 400, {
          status: 'BAD_AUTH_CODE',
          message: 'missing or invalid auth code',
          correlationId: correlationId(),
        });
      if (code.redirectUri !== form.get('redirect_uri')) {
        return send(response, 400, {
          status: 'BAD_REDIRECT_URI',
          message: 'redirect_uri does not match',
          correlationId: correlationId(),
        });
      }
      codes.delete(form.get('code') ?? '');
      return send(response, 200, issueTokens());
    }
    if (grant === 'refresh_token') {
      if (!refreshTokens.has(form.get('refresh_token') ?? '')) {
        return send(response, 400, {
          status: 'BAD_REFRESH_TOKEN',
          message: 'missing or unknown refresh token',
          correlationId: correlationId(),
        });
      }
      const tokens = issueTokens();
      // HubSpot keeps the refresh token: the same one keeps working.
      refreshTokens.delete(tokens.refresh_token);
      return send(response, 200, { ...tokens, refresh_token: form.get('refresh_token') });
    }
    return send(response, 400, {
      status: 'BAD_GRANT_TYPE',
      message: 'missing or unknown grant type',
      correlationId: correlationId(),
    });
  }

  function handleUpsert(body: unknown, response: ServerResponse) {
    if (!isRecord(body) || !Array.isArray(body.inputs))
      return validationError(response, 'Invalid input JSON: "inputs" is required');
    if (body.inputs.length === 0 || body.inputs.length > 100) {
      return validationError(response, `The number of inputs must be between 1 and 100, was ${body.inputs.length}`);
    }
    const ids = new Set<string>();
    for (const input of body.inputs) {
      if (!isRecord(input) || input.idProperty !== 'email' || typeof input.id !== 'string' || !input.id.includes('@')) {
        return validationError(response, 'Invalid input: each input needs idProperty "email" and an email id');
      }
      if (ids.has(input.id.toLowerCase()))
        return validationError(response, `Duplicate IDs found in batch input: [${input.id}]`);
      ids.add(input.id.toLowerCase());
      if (!isRecord(input.properties)) return validationError(response, 'Invalid input: properties must be an object');
      for (const [name, value] of Object.entries(input.properties)) {
        if (!contactProperties.has(name)) {
          return validationError(
            response,
            `Property values were not valid: [{"isValid":false,"message":"Property \\"${name}\\" does not exist","error":"PROPERTY_DOESNT_EXIST","name":"${name}"}]`,
          );
        }
        if (typeof value !== 'string') return validationError(response, `Property "${name}" must be a string`);
      }
    }
    const results = (body.inputs as { id: string; properties: Record<string, string> }[]).map((input) => {
      const existing = contactByEmail(input.id);
      if (existing) {
        Object.assign(existing.properties, input.properties, { email: input.id.toLowerCase() });
        return view(existing, undefined, false);
      }
      const created = record({ ...input.properties, email: input.id.toLowerCase() });
      contacts.set(created.id, created);
      return view(created, undefined, true);
    });
    const now = new Date().toISOString();
    return send(response, 200, { status: 'COMPLETE', results, startedAt: now, completedAt: now });
  }

  /** A search filter on one record: a property, or `associations.contact` (the records it is associated to). */
  const matchesFilter = (item: HubspotRecord, filter: { propertyName: string; operator: string; value?: string }) =>
    filter.operator === 'EQ' &&
    (filter.propertyName === 'associations.contact'
      ? item.associations.some((association) => association.toId === filter.value)
      : (item.properties[filter.propertyName] ?? '').toLowerCase() === (filter.value ?? '').toLowerCase());

  function handleSearch(records: Iterable<HubspotRecord>, body: unknown, response: ServerResponse) {
    if (!isRecord(body) || !Array.isArray(body.filterGroups))
      return validationError(response, 'Invalid input JSON: filterGroups');
    const limit = typeof body.limit === 'number' ? body.limit : 10;
    if (limit < 1 || limit > 200) return validationError(response, 'limit must be between 1 and 200');
    const properties = Array.isArray(body.properties)
      ? (body.properties as string[])
      : ['email', 'firstname', 'lastname'];
    const matches = [...records].filter((item) =>
      (body.filterGroups as { filters: { propertyName: string; operator: string; value?: string }[] }[]).some((group) =>
        group.filters.every((filter) => matchesFilter(item, filter)),
      ),
    );
    const offset = Number(body.after ?? 0);
    const page = matches.slice(offset, offset + limit);
    const next = offset + limit < matches.length ? { paging: { next: { after: String(offset + limit) } } } : {};
    return send(response, 200, { total: matches.length, results: page.map((item) => view(item, properties)), ...next });
  }

  function handleEngagement(kind: 'emails' | 'meetings', body: unknown, response: ServerResponse) {
    if (!isRecord(body) || !isRecord(body.properties))
      return validationError(response, 'Invalid input JSON: properties');
    if (typeof body.properties.hs_timestamp !== 'string') {
      return validationError(response, 'Property values were not valid: hs_timestamp is required');
    }
    const expectedType = kind === 'emails' ? 198 : 200;
    const associations: HubspotRecord['associations'] = [];
    for (const association of Array.isArray(body.associations) ? body.associations : []) {
      const toId = String(association?.to?.id ?? '');
      const type = association?.types?.[0];
      if (!contacts.has(toId)) return validationError(response, `No contact with id ${toId} exists`);
      if (type?.associationCategory !== 'HUBSPOT_DEFINED' || type.associationTypeId !== expectedType) {
        return validationError(
          response,
          `${type?.associationTypeId} is not a valid association type between ${kind} and contacts`,
        );
      }
      associations.push({ toId, typeId: expectedType });
    }
    const created = record(body.properties as Record<string, string>);
    created.associations = associations;
    engagements[kind].push(created);
    return send(response, 201, view(created));
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://loopback');
      calls.push({ method: request.method ?? 'GET', path: url.pathname });
      if (request.method === 'POST' && url.pathname === '/oauth/v1/token') return handleToken(request, response);
      const tokenInfo = /^\/oauth\/v1\/access-tokens\/(.+)$/.exec(url.pathname);
      if (request.method === 'GET' && tokenInfo) {
        const token = decodeURIComponent(tokenInfo[1] ?? '');
        const live = accessTokens.get(token);
        if (!live)
          return send(response, 404, {
            status: 'error',
            message: 'The access token is not valid',
            correlationId: correlationId(),
          });
        return send(response, 200, {
          token,
          user: 'owner@customer.test',
          hub_domain: 'customer-portal.hubspot.test',
          scopes: ['oauth', 'crm.objects.contacts.read', 'crm.objects.contacts.write', 'crm.objects.companies.read'],
          hub_id: hubId,
          app_id: 77,
          expires_in: Math.round((live.expiresAt - Date.now()) / 1000),
          user_id: 9,
          token_type: 'access',
        });
      }
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const live = accessTokens.get(bearer);
      if (!live || live.expiresAt <= Date.now()) {
        return send(response, 401, {
          status: 'error',
          message: 'Authentication credentials not found.',
          correlationId: correlationId(),
          category: 'INVALID_AUTHENTICATION',
        });
      }
      if (rateLimited.remaining > 0) {
        rateLimited.remaining -= 1;
        return send(
          response,
          429,
          {
            status: 'error',
            message: 'You have reached your ten_secondly_rolling limit.',
            errorType: 'RATE_LIMIT',
            correlationId: correlationId(),
            policyName: 'TEN_SECONDLY_ROLLING',
          },
          { 'retry-after': String(rateLimited.seconds) },
        );
      }
      const text = request.method === 'POST' ? await readBody(request) : '';
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          return validationError(response, 'Invalid input JSON on line 1');
        }
      }
      if (request.method === 'POST' && url.pathname === '/crm/v3/objects/contacts/batch/upsert')
        return handleUpsert(body, response);
      if (request.method === 'POST' && url.pathname === '/crm/v3/objects/contacts/search')
        return handleSearch(contacts.values(), body, response);
      if (request.method === 'POST' && url.pathname === '/crm/v3/objects/emails/search')
        return handleSearch(engagements.emails, body, response);
      if (request.method === 'POST' && url.pathname === '/crm/v3/objects/meetings/search')
        return handleSearch(engagements.meetings, body, response);
      if (request.method === 'POST' && url.pathname === '/crm/v3/objects/emails')
        return handleEngagement('emails', body, response);
      if (request.method === 'POST' && url.pathname === '/crm/v3/objects/meetings')
        return handleEngagement('meetings', body, response);
      if (request.method === 'GET' && url.pathname === '/crm/v3/objects/companies') {
        const limit = Number(url.searchParams.get('limit') ?? 10);
        if (!(limit >= 1 && limit <= 100)) return validationError(response, 'limit must be between 1 and 100');
        const properties = (url.searchParams.get('properties') ?? 'name,domain').split(',');
        const offset = Number(url.searchParams.get('after') ?? 0);
        const page = companies.slice(offset, offset + limit);
        const next =
          offset + limit < companies.length ? { paging: { next: { after: String(offset + limit), link: '' } } } : {};
        return send(response, 200, { results: page.map((item) => view(item, properties)), ...next });
      }
      return send(response, 404, {
        status: 'error',
        message: 'Not found',
        correlationId: correlationId(),
        category: 'OBJECT_NOT_FOUND',
      });
    })().catch((error: unknown) => send(response, 500, { status: 'error', message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    hubId: String(hubId),
    contacts,
    companies,
    engagements,
    calls,
    /** What HubSpot's consent page does when the person allows: a one-use code for this redirect URL. */
    authorize(input: { clientId: string; redirectUri: string }) {
      if (input.clientId !== clientId) throw new Error('unknown client id');
      const code = `hs-code-${randomBytes(8).toString('hex')}`;
      codes.set(code, { redirectUri: input.redirectUri });
      return code;
    },
    addContact(properties: Record<string, string>) {
      const created = record(properties);
      contacts.set(created.id, created);
      return created;
    },
    addCompany(properties: Record<string, string>) {
      const created = record(properties);
      companies.push(created);
      return created;
    },
    /** The next `times` CRM calls answer 429 with `Retry-After: seconds`. */
    rateLimit(times: number, seconds: number) {
      rateLimited = { remaining: times, seconds };
    },
    /** Every access token issued so far stops working, as after 30 minutes. */
    expireAccessTokens() {
      for (const live of accessTokens.values()) live.expiresAt = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type HubspotLoopback = Awaited<ReturnType<typeof startHubspotLoopback>>;
