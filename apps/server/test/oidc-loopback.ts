import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MutableToken, OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

/**
 * Google or Microsoft sign-in on loopback: `oauth2-mock-server` (authorize with PKCE, token, JWKS)
 * behind a small front that speaks each provider's shape.
 *
 * - google: discovery at `<url>/.well-known/openid-configuration`, issuer `<url>`.
 * - microsoft: Microsoft's paths under `<url>/organizations/…`; discovery announces the
 *   `<url>/{tenantid}/v2.0` template and each ID token carries its `tid` and that tenant's `iss`.
 *
 * The account that signs in is set with `nextUser` (or `POST /__control/next-user` from another
 * process); `tamperNextIdToken` changes the next ID token to test refusals. The token endpoint
 * checks the client secret and the redirect address, as the real providers do.
 */

export type LoopbackFlavour = 'google' | 'microsoft';

export interface LoopbackUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  /** Microsoft only: the account's tenant. */
  tid?: string;
  /** Microsoft only: the email domain's owner verified the email. */
  xms_edov?: boolean;
}

export interface OidcLoopbackOptions {
  flavour: LoopbackFlavour;
  clientId: string;
  clientSecret: string;
  port?: number;
  host?: string;
}

export const loopbackTenantId = '4f1c8d2e-9a7b-4c3d-8e5f-6a7b8c9d0e1f';

const microsoftPaths = {
  discovery: '/organizations/v2.0/.well-known/openid-configuration',
  authorize: '/organizations/oauth2/v2.0/authorize',
  token: '/organizations/oauth2/v2.0/token',
  jwks: '/discovery/v2.0/keys',
};

function defaultUser(flavour: LoopbackFlavour): LoopbackUser {
  return flavour === 'google'
    ? { sub: '108000000000000000001', email: 'ada@example.test', email_verified: true, name: 'Ada Lovelace' }
    : { sub: 'AAAAAAAAAAAAAAAAAAAAAMsft-ada', email: 'ada@example.test', name: 'Ada Lovelace', xms_edov: true };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startOidcLoopback(options: OidcLoopbackOptions) {
  const { flavour, clientId, clientSecret } = options;
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(
    issuer,
    flavour === 'microsoft'
      ? {
          wellKnownDocument: '/__mock/openid-configuration',
          authorize: microsoftPaths.authorize,
          token: microsoftPaths.token,
          jwks: microsoftPaths.jwks,
        }
      : undefined,
  );

  let nextUser = defaultUser(flavour);
  let tamper: ((payload: Record<string, unknown>) => void) | null = null;
  let forgeNextSignature = false;
  const codes = new Map<string, { user: LoopbackUser; redirectUri: string }>();
  const tokenRequests: Record<string, string>[] = [];

  service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: IncomingMessage & { query?: unknown }) => {
    const code = redirect.url.searchParams.get('code');
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (code) codes.set(code, { user: nextUser, redirectUri: String(query.redirect_uri ?? '') });
  });

  service.on('beforeTokenSigning', (token: MutableToken, request: { body?: Record<string, unknown> }) => {
    // The access token has no audience; only the ID token is shaped like the provider's.
    if (!('aud' in token.payload)) return;
    const entry = codes.get(String(request.body?.code ?? ''));
    const user = entry?.user ?? nextUser;
    const claims: Record<string, unknown> = { ...user };
    if (flavour === 'microsoft') {
      const tenantId = user.tid ?? loopbackTenantId;
      claims.tid = tenantId;
      claims.iss = `${url}/${tenantId}/v2.0`;
      claims.ver = '2.0';
    }
    Object.assign(token.payload, claims);
    if (tamper) {
      tamper(token.payload);
      tamper = null;
    }
  });

  service.on(
    'beforeResponse',
    (reply: { body: unknown; statusCode: number }, request: { body?: Record<string, unknown> }) => {
      const body = Object.fromEntries(Object.entries(request.body ?? {}).map(([key, value]) => [key, String(value)]));
      tokenRequests.push(body);
      const entry = codes.get(body.code ?? '');
      if (body.client_id !== clientId || body.client_secret !== clientSecret) {
        reply.statusCode = 401;
        reply.body = { error: 'invalid_client', error_description: 'The client secret is wrong.' };
      } else if (!entry || entry.redirectUri !== body.redirect_uri) {
        reply.statusCode = 400;
        reply.body = { error: 'invalid_grant', error_description: 'Unknown code or another redirect address.' };
      }
      const idTokenReply = reply.body as { id_token?: unknown } | null;
      if (forgeNextSignature && typeof idTokenReply?.id_token === 'string') {
        // Another signature of the right length: the claims stay, the provider's key no longer vouches for them.
        const [header, payload, signature = ''] = idTokenReply.id_token.split('.');
        idTokenReply.id_token = `${header}.${payload}.${Buffer.alloc(Buffer.from(signature, 'base64url').length, 7).toString('base64url')}`;
        forgeNextSignature = false;
      }
      if (body.code) codes.delete(body.code);
    },
  );

  const handler = service.requestHandler;
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://loopback').pathname;
      if (request.method === 'POST' && path === '/__control/next-user') {
        nextUser = JSON.parse(await readBody(request)) as LoopbackUser;
        sendJson(response, 200, { ok: true });
        return;
      }
      if (flavour === 'microsoft' && request.method === 'GET' && path === microsoftPaths.discovery) {
        sendJson(response, 200, {
          issuer: `${url}/{tenantid}/v2.0`,
          authorization_endpoint: `${url}${microsoftPaths.authorize}`,
          token_endpoint: `${url}${microsoftPaths.token}`,
          jwks_uri: `${url}${microsoftPaths.jwks}`,
          response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
          subject_types_supported: ['pairwise'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
          claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'tid', 'email', 'name', 'xms_edov'],
        });
        return;
      }
      handler(request, response);
    })().catch(() => sendJson(response, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  issuer.url = url;

  return {
    flavour,
    /** GOOGLE_ISSUER or MICROSOFT_AUTHORITY. */
    url,
    /** The server settings that point Leadpilot at this loopback. */
    environment(): Record<string, string> {
      return flavour === 'google'
        ? { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: url }
        : {
            MICROSOFT_CLIENT_ID: clientId,
            MICROSOFT_CLIENT_SECRET: clientSecret,
            MICROSOFT_AUTHORITY: url,
            MICROSOFT_TENANT: 'organizations',
          };
    },
    /** The account the next authorization signs in as. */
    nextUser(user: LoopbackUser) {
      nextUser = user;
    },
    /** Changes the claims of the next ID token (after the provider's own), e.g. its audience. */
    tamperNextIdToken(change: (payload: Record<string, unknown>) => void) {
      tamper = change;
    },
    /** Replaces the next ID token's signature with bytes the provider's key never made. */
    forgeNextIdTokenSignature() {
      forgeNextSignature = true;
    },
    /** Every token request's form fields, oldest first. */
    tokenRequests,
    /** Opens the authorization address as a browser would and reads the redirect back to Leadpilot. */
    async authorize(authorizationUrl: string) {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) {
        throw new Error(`the loopback did not redirect: ${response.status} ${await response.text()}`);
      }
      const redirect = new URL(location);
      return {
        redirect,
        code: redirect.searchParams.get('code') ?? '',
        state: redirect.searchParams.get('state') ?? '',
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type OidcLoopback = Awaited<ReturnType<typeof startOidcLoopback>>;
