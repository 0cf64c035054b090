import { useState } from 'react';
import { type ConsentTarget, useGetConsentUrlMutation } from '../api/get-consent-url.ts';

/** A stable key per target, to show which button is busy. */
export function consentTargetKey(target: ConsentTarget): string {
  return target.kind === 'calendar' ? `calendar-${target.provider}` : target.kind;
}

/**
 * Opens the provider's consent page in a new tab (spec: consent in a new browser tab). The tab is
 * opened during the click, before the address arrives, so popup blockers let it through; it is then
 * sent to the consent address, or closed when the server refuses (the HTTP client shows why).
 */
export function useConnectProvider() {
  const [getConsentUrl] = useGetConsentUrlMutation();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  /** Resolves true once the consent page is open in its tab. */
  const connect = async (target: ConsentTarget): Promise<boolean> => {
    const tab = window.open('', '_blank');
    // The consent page must not be able to reach back into Leadpilot's tab.
    if (tab) tab.opener = null;
    setPendingKey(consentTargetKey(target));
    try {
      const { url } = await getConsentUrl(target).unwrap();
      if (tab && !tab.closed) tab.location.replace(url);
      else window.open(url, '_blank', 'noopener');
      return true;
    } catch {
      tab?.close();
      return false;
    } finally {
      setPendingKey(null);
    }
  };

  return { connect, pendingKey };
}
