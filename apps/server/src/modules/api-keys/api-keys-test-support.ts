import type { ApiKey, ApiKeyGenerated, ApiKeyScope } from '@leadpilot/contracts';
import type { TestContext } from '../../../test/harness.ts';

/** Generates a key as `token`'s member and creates it; returns the secret with the stored key. */
export async function createApiKey(
  context: TestContext,
  token: string,
  options: { scopes: ApiKeyScope[]; name?: string; expiresAt?: string | null },
): Promise<{ secret: string; key: ApiKey }> {
  const generated = await context.call<{ data: ApiKeyGenerated }>('GET', '/api/v1/key/generate', { token });
  if (generated.status !== 200)
    throw new Error(`generate failed: ${generated.status} ${JSON.stringify(generated.body)}`);
  const created = await context.call<{ data: ApiKey }>('POST', '/api/v1/key/create', {
    token,
    body: {
      name: options.name ?? `Key ${context.unique()}`,
      scopes: options.scopes,
      reservation: generated.body.data.reservation,
      ...(options.expiresAt !== undefined ? { expiresAt: options.expiresAt } : {}),
    },
  });
  if (created.status !== 200) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { secret: generated.body.data.secret, key: created.body.data };
}

/** The audit rows the organisation's API keys left, oldest first. */
export async function apiKeyAuditRows(context: TestContext, organisationId: string) {
  return context.database.query<{ action: string; target_id: string; actor_user_id: string; details: unknown }>(
    `select action, target_id, actor_user_id, details from audit_log
      where organisation_id = $1 and (target_type = 'api_key' or target_type = 'api_access_code')
      order by created_at, id`,
    [organisationId],
  );
}
