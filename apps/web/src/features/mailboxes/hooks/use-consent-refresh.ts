import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { showToast } from '../../../api/response-feedback.ts';
import { mailboxesApi } from '../api/mailboxes-api.ts';
import { useConsentListener } from './use-consent-listener.ts';

/**
 * While a consent tab is open, the page says so; when the callback tab reports success the lists
 * refetch and a toast names the new connection. Returns the waiting flag and a way to set it.
 */
export function useConsentRefresh() {
  const dispatch = useDispatch();
  const [isAwaitingConsent, setAwaitingConsent] = useState(false);
  useConsentListener((message) => {
    setAwaitingConsent(false);
    if (!message.ok) return;
    dispatch(mailboxesApi.util.invalidateTags(['MailboxList', { type: 'Mailbox', id: message.mailboxId }]));
    showToast('success', `${message.email} is connected.`);
  });
  return { isAwaitingConsent, setAwaitingConsent };
}
