import { escapeHtml } from '../../platform/mail/html-text.ts';
import { invitationDescription, type MeetingInvitation } from './invitation.ts';
import { describeSlot } from './offer-slots.ts';
import { zoneOrNull } from './zoned-time.ts';

export interface InvitationEmail {
  subject: string;
  text: string;
  html: string;
}

const subjects: Record<MeetingInvitation['change'], string> = {
  booked: 'Invitation',
  rescheduled: 'Updated invitation',
  cancelled: 'Cancelled',
};

const link = (url: string, words: string) => `<a href="${escapeHtml(url)}">${escapeHtml(words)}</a>`;

/**
 * The email that carries the ICS: subject, plain text and HTML, with the time written in the
 * prospect's zone when it is known (the host's otherwise) and the same links as the event.
 */
export function buildInvitationEmail(invitation: MeetingInvitation): InvitationEmail {
  const zone = zoneOrNull(invitation.prospect.timeZone)?.name ?? invitation.host.timeZone;
  const when = describeSlot(invitation, zone);
  const subject = `${subjects[invitation.change]}: ${invitation.title} — ${when}`;
  const isCancel = invitation.change === 'cancelled';
  const opening = isCancel
    ? `${invitation.host.name} cancelled “${invitation.title}”, which was set for ${when}.`
    : invitation.change === 'rescheduled'
      ? `“${invitation.title}” with ${invitation.host.name} has moved to ${when}.`
      : `${invitation.host.name} invited you to “${invitation.title}” on ${when}.`;
  const text = `Hello ${invitation.prospect.name},\n\n${opening}\n\n${invitationDescription(invitation)}\n`;

  const paragraphs = [`<p>Hello ${escapeHtml(invitation.prospect.name)},</p>`, `<p>${escapeHtml(opening)}</p>`];
  if (!isCancel) {
    if (invitation.videoUrl) paragraphs.push(`<p>${link(invitation.videoUrl, 'Join the call')}</p>`);
    if (invitation.note) paragraphs.push(`<p>${escapeHtml(invitation.note).replaceAll('\n', '<br>')}</p>`);
    paragraphs.push(
      `<p>Need another time? ${link(invitation.rescheduleUrl, 'Reschedule')}. Cannot make it? ${link(invitation.cancelUrl, 'Cancel')}.</p>`,
    );
  }
  const html = `<!doctype html><html><body>${paragraphs.join('')}</body></html>`;
  return { subject, text, html };
}
