import type { OidcProvider } from '@leadpilot/contracts';
import type { Config } from '../../config.ts';
import { createOidcClient, type OidcClient } from './oidc-client.ts';
import { oidcProviderSettings } from './oidc-provider-settings.ts';

/** One client per configured provider; discovery is read on first use, not at start. */
export function oidcClientsFromConfig(config: Config): Partial<Record<OidcProvider, OidcClient>> {
  const clients: Partial<Record<OidcProvider, OidcClient>> = {};
  for (const settings of Object.values(oidcProviderSettings(config))) {
    clients[settings.provider] = createOidcClient(settings, { timeoutMs: 10_000 });
  }
  return clients;
}
