import { useEffect, useRef } from 'react';
import { type ConsentMessage, consentChannelName, isConsentMessage } from './consent-channel.ts';

/** Calls `onMessage` whenever a consent callback tab of this browser reports its outcome. */
export function useConsentListener(onMessage: (message: ConsentMessage) => void) {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(consentChannelName);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isConsentMessage(event.data)) latest.current(event.data);
    };
    return () => channel.close();
  }, []);
}
