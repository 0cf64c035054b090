import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/harness.ts';
import { ConfigError } from '../../config.ts';
import { microsoftConsumerTenantId, oidcProviderSettings } from './oidc-provider-settings.ts';

describe('sign-in provider settings', () => {
  it('turns a provider on only when both its client id and secret are set', () => {
    expect(oidcProviderSettings(testConfig())).toEqual({});
    expect(() => testConfig({ GOOGLE_CLIENT_ID: 'id-only' })).toThrow(ConfigError);
    expect(() => testConfig({ MICROSOFT_CLIENT_SECRET: 'secret-only' })).toThrow(
      /MICROSOFT_CLIENT_ID, MICROSOFT_CLIENT_SECRET: set both/,
    );
  });

  it("reads Google's discovery under its issuer and accepts Google's bare issuer form", () => {
    const { google } = oidcProviderSettings(testConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }));
    expect(google).toMatchObject({
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
      discoveryIssuer: { kind: 'exact', url: 'https://accounts.google.com' },
      issuerAliases: ['accounts.google.com'],
    });
  });

  it("reads Microsoft's discovery of the tenant and refuses personal accounts with organizations", () => {
    const { microsoft } = oidcProviderSettings(
      testConfig({ MICROSOFT_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 'secret' }),
    );
    expect(microsoft).toMatchObject({
      discoveryUrl: 'https://login.microsoftonline.com/organizations/v2.0/.well-known/openid-configuration',
      discoveryIssuer: { kind: 'under', authority: 'https://login.microsoftonline.com' },
      refusedTenantIds: [microsoftConsumerTenantId],
    });
    const common = oidcProviderSettings(
      testConfig({ MICROSOFT_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 'secret', MICROSOFT_TENANT: 'common' }),
    );
    expect(common.microsoft?.refusedTenantIds).toEqual([]);
  });

  it('refuses a plain-http issuer in production', () => {
    expect(() =>
      testConfig({
        NODE_ENV: 'production',
        GOOGLE_ISSUER: 'http://accounts.example.test',
        MICROSOFT_AUTHORITY: 'http://login.example.test',
      }),
    ).toThrow(/GOOGLE_ISSUER: must be an https address in production[\s\S]*MICROSOFT_AUTHORITY/);
  });
});
