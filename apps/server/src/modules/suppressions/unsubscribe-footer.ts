import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations } from '../../db/schema.ts';

export interface FooterSender {
  organisationName: string;
  /** The postal address, one line per entry; empty when the organisation has not entered one. */
  postalAddress: string[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The sender's name and postal address as organisation settings hold them. CAN-SPAM asks for a
 * valid physical postal address in every commercial message: a launch check can refuse to send
 * while `postalAddress` is empty.
 */
export async function loadFooterSender(db: Database, organisationId: string): Promise<FooterSender | null> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  if (!row) return null;
  const cityLine = [row.addressCity, row.addressRegion, row.addressPostalCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const postalAddress = [row.addressLine1, row.addressLine2, cityLine, row.addressCountry]
    .map((line) => line.trim())
    .filter(Boolean);
  return { organisationName: row.name, postalAddress };
}

/** The visible unsubscribe line and the sender's postal address, for the end of a campaign message. */
export function renderUnsubscribeFooter(sender: FooterSender, unsubscribeUrl: string) {
  const who = [sender.organisationName, ...sender.postalAddress].filter((part) => part.trim() !== '');
  const text = [
    '--',
    `If you would rather not hear from us again, unsubscribe here: ${unsubscribeUrl}`,
    who.join(', '),
  ].join('\n');
  const html =
    '<div style="margin-top:24px;font-size:12px;line-height:1.5;color:#6b7280">' +
    `<p style="margin:0">If you would rather not hear from us again, <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">unsubscribe here</a>.</p>` +
    `<p style="margin:0">${who.map(escapeHtml).join(', ')}</p>` +
    '</div>';
  return { text, html };
}
