import type { CampaignDigest, OrganisationDigest, PausedProspect, WaitingEscalation } from './daily-digest.ts';
import { totalsOf } from './daily-digest.ts';
import type { EscalationCode } from './escalation.ts';

/**
 * The daily digest's email: a plain subject ("Autopilot yesterday: 4 answers sent, 2 wait for
 * you"), then per campaign its figures, each linking to the page where a person acts on it (the
 * approval queue, or the campaign's autopilot). Text and HTML; every value in the HTML is escaped.
 */

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The short plain words of an escalation's code, as a list shows them. */
const escalationWords: Record<EscalationCode | 'other_sender', string> = {
  legal_request: 'legal or data-protection request',
  anger: 'sounds angry',
  unsubscribe_request: 'asks to hear no more',
  other_language: 'written in another language',
  low_confidence: 'meaning unclear',
  unclassified: 'not labelled',
  pricing_question: 'pricing question',
  contract_question: 'contract question',
  referral: 'points to someone else',
  proposed_time: 'proposes a time',
  unanswered_question: 'a question the knowledge does not answer',
  no_free_slots: 'no free time to offer',
  other_sender: 'written by someone other than the prospect',
};

/** How many prospects a list names before "and N more". */
const listedAtMost = 10;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Monday 2 June 2025". */
const dayWords = (day: string) =>
  new Date(`${day}T00:00:00Z`)
    .toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .replace(',', '');

const reasonWords = (escalation: WaitingEscalation) => {
  const words = escalation.reasons.map(
    (reason) => escalationWords[reason.code as keyof typeof escalationWords] ?? (reason.words || 'needs a person'),
  );
  return [...new Set(words)].join(', ') || 'needs a person';
};

const pauseWords = (paused: PausedProspect) => {
  if (paused.outOfOffice) return paused.until ? `out of office until ${dayWords(paused.until)}` : 'out of office';
  return paused.until ? `not now, follow up on ${dayWords(paused.until)}` : 'not now';
};

/**
 * The subject: the answers sent and what waits, else the day's other figures. A digest sent late
 * (a retry on a later day) names its day instead of "yesterday".
 */
export function digestSubject(digest: OrganisationDigest, isLate = false): string {
  const totals = totalsOf(digest.campaigns);
  const parts = [
    totals.answersSent > 0 ? plural(totals.answersSent, 'answer sent', 'answers sent') : '',
    totals.waiting > 0 ? plural(totals.waiting, 'waits for you', 'wait for you') : '',
  ].filter(Boolean);
  if (parts.length === 0) {
    parts.push(
      ...[
        totals.enrolled > 0 ? plural(totals.enrolled, 'new prospect enrolled', 'new prospects enrolled') : '',
        totals.paused > 0 ? plural(totals.paused, 'prospect paused', 'prospects paused') : '',
        totals.stopped > 0 ? plural(totals.stopped, 'sequence stopped', 'sequences stopped') : '',
      ]
        .filter(Boolean)
        .slice(0, 2),
    );
  }
  return `Autopilot ${isLate ? `on ${dayWords(digest.day)}` : 'yesterday'}: ${parts.join(', ')}`;
}

interface Line {
  /** The figure in words, e.g. "2 drafts wait for your approval". */
  words: string;
  link: string;
  /** Prospects named under it, each "Name: why". */
  items: string[];
}

function linesOf(campaign: CampaignDigest, links: { approvals: string; campaign: string }): Line[] {
  const named = <T>(list: readonly T[], words: (item: T) => string) => {
    const shown = list.slice(0, listedAtMost).map(words);
    return list.length > listedAtMost ? [...shown, `and ${list.length - listedAtMost} more`] : shown;
  };
  const lines: (Line | null)[] = [
    campaign.answersSent > 0
      ? { words: plural(campaign.answersSent, 'answer sent', 'answers sent'), link: links.campaign, items: [] }
      : null,
    campaign.draftsWaiting > 0
      ? {
          words: `${plural(campaign.draftsWaiting, 'draft waits', 'drafts wait')} for your approval`,
          link: links.approvals,
          items: [],
        }
      : null,
    campaign.escalations.length > 0
      ? {
          words: `${plural(campaign.escalations.length, 'reply waits', 'replies wait')} for a person to answer`,
          link: links.approvals,
          items: named(campaign.escalations, (item) => `${item.prospect}: ${reasonWords(item)}`),
        }
      : null,
    campaign.paused.length > 0
      ? {
          words: plural(campaign.paused.length, 'prospect paused', 'prospects paused'),
          link: links.campaign,
          items: named(campaign.paused, (item) => `${item.prospect}: ${pauseWords(item)}`),
        }
      : null,
    campaign.stopped > 0
      ? { words: plural(campaign.stopped, 'sequence stopped', 'sequences stopped'), link: links.campaign, items: [] }
      : null,
    campaign.sequenceEmailsWaiting > 0
      ? {
          words: `${plural(campaign.sequenceEmailsWaiting, 'sequence email waits', 'sequence emails wait')} for review`,
          link: links.approvals,
          items: [],
        }
      : null,
    campaign.enrolled > 0
      ? {
          words: `${plural(campaign.enrolled, 'new prospect', 'new prospects')} enrolled by daily prospecting`,
          link: links.campaign,
          items: [],
        }
      : null,
  ];
  return lines.filter((line): line is Line => line !== null);
}

/** The digest for one recipient, in text and HTML; `appUrl` is the configured APP_URL. */
export function renderDigestEmail(input: {
  digest: OrganisationDigest;
  name: string;
  appUrl: string;
  isLate?: boolean;
}) {
  const { digest } = input;
  const appUrl = input.appUrl.replace(/\/+$/, '');
  const approvals = `${appUrl}/approvals`;
  const when = dayWords(digest.day);
  const intro = `Here is what the autopilot did for ${digest.organisationName} on ${when} (UTC).`;
  const footer = `You get this email once a day as an owner or admin of ${digest.organisationName}, when the autopilot had something to report.`;
  const sections = digest.campaigns.map((campaign) => {
    const campaignLink = `${appUrl}/campaigns/${encodeURIComponent(campaign.campaignId)}/autopilot`;
    return { campaign, campaignLink, lines: linesOf(campaign, { approvals, campaign: campaignLink }) };
  });

  const text = [
    `Hello ${input.name},`,
    '',
    intro,
    ...sections.flatMap(({ campaign, campaignLink, lines }) => [
      '',
      `${campaign.campaignName} (${campaignLink})`,
      ...lines.flatMap((line) => [`- ${line.words}: ${line.link}`, ...line.items.map((item) => `    ${item}`)]),
    ]),
    '',
    `The approval queue: ${approvals}`,
    '',
    footer,
  ].join('\n');

  const html = [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(({ campaign, campaignLink, lines }) => {
      const items = lines.map((line) => {
        const named = line.items.length
          ? `<ul>${line.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
          : '';
        return `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.words)}</a>${named}</li>`;
      });
      return `<h3><a href="${escapeHtml(campaignLink)}">${escapeHtml(campaign.campaignName)}</a></h3>\n<ul>${items.join('')}</ul>`;
    }),
    `<p><a href="${escapeHtml(approvals)}">Open the approval queue</a></p>`,
    `<p>${escapeHtml(footer)}</p>`,
  ].join('\n');

  return { subject: digestSubject(digest, input.isLate), text, html };
}
