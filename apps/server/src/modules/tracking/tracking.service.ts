import type { Database } from '../../db/client.ts';
import type { DnsResolve } from '../../integrations/dns/dns-resolver.ts';
import type { Clock } from '../../platform/clock.ts';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { type InstrumentInput, instrumentMessage } from './instrument-message.ts';
import { checkTrackingDomain } from './tracking-domain.ts';
import { recordTrackingEvent } from './tracking-events.ts';
import { clickFlag, openFlag, type RequestSignals } from './tracking-flags.ts';
import { createTrackingTokens } from './tracking-tokens.ts';

export interface TrackingServiceDeps {
  db: Database;
  clock: Clock;
  secret: string;
  appUrl: string;
  resolve: DnsResolve;
  guard: OutboundGuard;
  /**
   * Called after a person's click is recorded (not a scanner's): the campaigns module stops the
   * sequence there when the campaign stops on a click.
   */
  onCountedClick?: (click: { enrolmentId: string; campaignId: string | null; at: Date }) => Promise<unknown>;
}

/** Tracking for campaign messages: instrumenting HTML, recording opens and clicks, checking a tracking domain. */
export function createTrackingService(deps: TrackingServiceDeps) {
  const tokens = createTrackingTokens(deps.secret);
  return {
    tokens,
    /** `instrumentMessage` with this installation's tokens, APP_URL as the default base and the clock's time. */
    instrument(input: Omit<InstrumentInput, 'baseUrl' | 'at'> & { baseUrl?: string; at?: Date }) {
      return instrumentMessage(tokens, {
        ...input,
        baseUrl: input.baseUrl ?? deps.appUrl,
        at: input.at ?? deps.clock.now(),
      });
    },
    /** Records an open; false when the token is not genuine (nothing recorded). */
    async open(token: string, signals: RequestSignals): Promise<boolean> {
      const claims = await tokens.verify(token, 'open');
      if (!claims) return false;
      const verdict = openFlag(signals);
      await recordTrackingEvent(deps.db, { claims, at: deps.clock.now(), verdict, ...signals });
      return true;
    },
    /** Records a click and answers the link's original address, taken from the token alone; null for a bad token. */
    async click(token: string, signals: RequestSignals): Promise<string | null> {
      const claims = await tokens.verify(token, 'click');
      if (!claims?.url) return null;
      const at = deps.clock.now();
      const verdict = clickFlag(signals, { issuedAt: claims.issuedAt, at });
      const recorded = await recordTrackingEvent(deps.db, { claims, at, verdict, ...signals });
      if (recorded === 'counted' && deps.onCountedClick) {
        await deps.onCountedClick({ enrolmentId: claims.enrolmentId, campaignId: claims.campaignId ?? null, at });
      }
      return claims.url;
    },
    /** Whether a custom tracking domain's CNAME leads to APP_URL's host (see tracking-domain.ts). */
    checkDomain(domain: string) {
      const expectedHost = new URL(deps.appUrl).hostname;
      return checkTrackingDomain({ resolve: deps.resolve, guard: deps.guard, expectedHost }, domain);
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
