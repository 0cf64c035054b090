// The sign-in providers' names and labels, without zod: the web's sign-in page shows their buttons
// before it loads any schema (its bundle budget).

/** Sign-in providers (OpenID Connect, authorization code with PKCE). */
export const oidcProviders = ['google', 'microsoft'] as const;
export type OidcProvider = (typeof oidcProviders)[number];

export const oidcProviderLabels: Record<OidcProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** What a started sign-in is for: the callback posts to the matching path. */
export const oidcIntents = ['signin', 'signup', 'link'] as const;
export type OidcIntent = (typeof oidcIntents)[number];
