import { z } from 'zod';
import { HubspotApiError, type HubspotTransport, hubspotRequest } from './hubspot-request.ts';

/**
 * HubSpot's OAuth 2 token endpoint and the CRM v3 calls Leadpilot makes, in HubSpot's wire format
 * (https://developers.hubspot.com/docs/api/crm/contacts): batch upsert of contacts by email,
 * contact search, the company list, and email and meeting engagements associated to a contact.
 */

const tokenReply = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});

const tokenInfoReply = z.object({
  hub_id: z.union([z.number(), z.string()]),
  hub_domain: z.string().optional(),
  user: z.string().optional(),
  scopes: z.array(z.string()).optional(),
});

const objectSchema = z.object({
  id: z.string(),
  properties: z.record(z.string(), z.string().nullable()).default({}),
});
const pageReply = z.object({
  results: z.array(objectSchema),
  paging: z.object({ next: z.object({ after: z.string() }).optional() }).optional(),
});
const batchReply = z.object({
  status: z.string(),
  results: z.array(objectSchema.extend({ new: z.boolean().optional() })),
});

export type HubspotObject = z.infer<typeof objectSchema>;

export interface TokenGrant {
  accessToken: string;
  refreshToken: string;
  expiresInSeconds: number;
}

export interface HubspotApp {
  clientId: string;
  clientSecret: string;
}

/** HubSpot-defined association type ids (engagement → contact). */
export const associationTypeIds = { emailToContact: 198, meetingToContact: 200 } as const;

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HubspotApiError(502, 'BAD_REPLY', `HubSpot answered ${what} in an unexpected shape.`);
  return result.data;
}

export function createHubspotApi(transport: HubspotTransport, app: HubspotApp | null) {
  async function token(form: Record<string, string>): Promise<TokenGrant> {
    if (!app) throw new HubspotApiError(0, 'not_configured', 'HubSpot is not set up on this server.');
    const reply = await hubspotRequest(transport, {
      method: 'POST',
      path: '/oauth/v1/token',
      form: { ...form, client_id: app.clientId, client_secret: app.clientSecret },
    });
    const grant = parsed(tokenReply, reply, 'the token request');
    return { accessToken: grant.access_token, refreshToken: grant.refresh_token, expiresInSeconds: grant.expires_in };
  }

  return {
    exchangeCode: (input: { code: string; redirectUri: string }) =>
      token({ grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri }),

    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    /** The account (portal) a token belongs to. */
    async tokenInfo(accessToken: string) {
      const reply = await hubspotRequest(transport, {
        method: 'GET',
        path: `/oauth/v1/access-tokens/${encodeURIComponent(accessToken)}`,
      });
      const info = parsed(tokenInfoReply, reply, 'the token information');
      return { hubId: String(info.hub_id), hubDomain: info.hub_domain ?? '', scopes: info.scopes ?? [] };
    },

    /** Creates or updates up to 100 contacts by email (`idProperty: email`): never a duplicate. */
    async upsertContacts(accessToken: string, inputs: { email: string; properties: Record<string, string> }[]) {
      const reply = await hubspotRequest(transport, {
        method: 'POST',
        path: '/crm/v3/objects/contacts/batch/upsert',
        accessToken,
        json: {
          inputs: inputs.map((input) => ({
            idProperty: 'email',
            id: input.email,
            properties: { ...input.properties, email: input.email },
          })),
        },
      });
      return parsed(batchReply, reply, 'the contact upsert').results;
    },

    /** One page of a contact search (`filterGroups` as HubSpot takes them). */
    async searchContacts(
      accessToken: string,
      input: {
        filters: { propertyName: string; operator: 'EQ' | 'IN'; value?: string; values?: string[] }[];
        properties: string[];
        after?: string;
      },
    ) {
      const reply = await hubspotRequest(transport, {
        method: 'POST',
        path: '/crm/v3/objects/contacts/search',
        accessToken,
        json: {
          filterGroups: [{ filters: input.filters }],
          properties: input.properties,
          limit: 100,
          ...(input.after ? { after: input.after } : {}),
        },
      });
      const page = parsed(pageReply, reply, 'the contact search');
      return { results: page.results, after: page.paging?.next?.after ?? null };
    },

    /** One page of the company list. */
    async listCompanies(accessToken: string, after?: string) {
      const reply = await hubspotRequest(transport, {
        method: 'GET',
        path: '/crm/v3/objects/companies',
        accessToken,
        query: {
          limit: '100',
          properties: 'domain,name,lifecyclestage',
          archived: 'false',
          ...(after ? { after } : {}),
        },
      });
      const page = parsed(pageReply, reply, 'the company list');
      return { results: page.results, after: page.paging?.next?.after ?? null };
    },

    /**
     * The email or meeting engagements associated to a contact (search by the `associations.contact`
     * pseudo-property), with the properties asked for; at most `pages` pages of 100.
     */
    async engagementsOfContact(
      accessToken: string,
      input: { objectType: 'emails' | 'meetings'; contactId: string; properties: string[]; pages?: number },
    ): Promise<HubspotObject[]> {
      const found: HubspotObject[] = [];
      let after: string | undefined;
      for (let page = 0; page < (input.pages ?? 5); page += 1) {
        const reply = await hubspotRequest(transport, {
          method: 'POST',
          path: `/crm/v3/objects/${input.objectType}/search`,
          accessToken,
          json: {
            filterGroups: [
              { filters: [{ propertyName: 'associations.contact', operator: 'EQ', value: input.contactId }] },
            ],
            properties: input.properties,
            limit: 100,
            ...(after ? { after } : {}),
          },
        });
        const results = parsed(pageReply, reply, `the ${input.objectType} search`);
        found.push(...results.results);
        after = results.paging?.next?.after;
        if (!after) break;
      }
      return found;
    },

    /** Creates one email or meeting engagement associated to a contact; answers its id. */
    async createEngagement(
      accessToken: string,
      input: { objectType: 'emails' | 'meetings'; properties: Record<string, string>; contactId: string },
    ): Promise<string> {
      const typeId =
        input.objectType === 'emails' ? associationTypeIds.emailToContact : associationTypeIds.meetingToContact;
      const reply = await hubspotRequest(transport, {
        method: 'POST',
        path: `/crm/v3/objects/${input.objectType}`,
        accessToken,
        json: {
          properties: input.properties,
          associations: [
            {
              to: { id: input.contactId },
              types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId }],
            },
          ],
        },
      });
      return parsed(objectSchema, reply, 'the new engagement').id;
    },
  };
}
export type HubspotApi = ReturnType<typeof createHubspotApi>;
