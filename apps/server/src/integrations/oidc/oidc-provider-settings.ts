import type { OidcProvider } from '@leadpilot/contracts';
import type { Config } from '../../config.ts';

/** What the server needs to know of one sign-in provider, read from the configuration. */
export interface OidcProviderSettings {
  provider: OidcProvider;
  clientId: string;
  clientSecret: string;
  /** The OpenID discovery document. */
  discoveryUrl: string;
  /**
   * The issuer discovery must announce: exactly the discovery's own address (Google, as OpenID
   * Discovery requires), or (Microsoft) an address under the authority, since `common` and
   * `organizations` announce the `https://…/{tenantid}/v2.0` template and a named tenant its id.
   */
  discoveryIssuer: { kind: 'exact'; url: string } | { kind: 'under'; authority: string };
  /** Extra issuer values a token may carry for the same provider (Google's bare `accounts.google.com`). */
  issuerAliases: string[];
  /** With the `organizations` tenant, personal Microsoft accounts are refused even if a token arrives. */
  refusedTenantIds: string[];
}

/** Microsoft's tenant of personal accounts. */
export const microsoftConsumerTenantId = '9188040d-6c67-4c5b-b112-36a304b66dad';

/** The configured providers; a provider without both client id and secret is absent. */
export function oidcProviderSettings(config: Config): Partial<Record<OidcProvider, OidcProviderSettings>> {
  const settings: Partial<Record<OidcProvider, OidcProviderSettings>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    const issuer = config.GOOGLE_ISSUER;
    settings.google = {
      provider: 'google',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      discoveryUrl: `${issuer}/.well-known/openid-configuration`,
      discoveryIssuer: { kind: 'exact', url: issuer },
      // Google documents both forms of `iss` for its ID tokens.
      issuerAliases: issuer === 'https://accounts.google.com' ? ['accounts.google.com'] : [],
      refusedTenantIds: [],
    };
  }
  if (config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET) {
    const authority = config.MICROSOFT_AUTHORITY;
    const tenant = config.MICROSOFT_TENANT;
    settings.microsoft = {
      provider: 'microsoft',
      clientId: config.MICROSOFT_CLIENT_ID,
      clientSecret: config.MICROSOFT_CLIENT_SECRET,
      discoveryUrl: `${authority}/${encodeURIComponent(tenant)}/v2.0/.well-known/openid-configuration`,
      discoveryIssuer: { kind: 'under', authority },
      issuerAliases: [],
      refusedTenantIds: tenant.toLowerCase() === 'organizations' ? [microsoftConsumerTenantId] : [],
    };
  }
  return settings;
}
