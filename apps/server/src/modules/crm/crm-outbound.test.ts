import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness.ts';
import { startHubspotLoopback } from '../../../test/hubspot-loopback.ts';
import { connectHubspot, hubspotConfig } from './crm-test-support.ts';

const hubspot = await startHubspotLoopback();
// The installation's default: public addresses only, so HubSpot on loopback may not be reached.
const context = await createTestContext({ config: { ...hubspotConfig(hubspot), OUTBOUND_ALLOWED_NETWORKS: '' } });
afterAll(async () => {
  await context.close();
  await hubspot.close();
});

describe('HubSpot behind the outbound guard', () => {
  it('under the default policy, finishing a consent never dials HubSpot on loopback and says why', async () => {
    const owner = await context.signup();
    const { finished } = await connectHubspot(context, hubspot, owner);
    expect(finished.status).toBe(503);
    expect((finished.body as unknown as { message: string }).message).toMatch(/outbound policy/);
    expect(hubspot.calls).toEqual([]);
    const read = await context.call<{ data: unknown }>('GET', '/api/v1/crm/hubspot', { token: owner.accessToken });
    expect(read.body.data).toBeNull();
  });
});
