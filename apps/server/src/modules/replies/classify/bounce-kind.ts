import type { BounceKind } from './types.ts';

/**
 * How to tell a bounce's kind. The order matters and is the rule:
 * 1. greylisting and a full mailbox are temporary whatever the class (`450 4.7.1 greylisted`,
 *    `552 5.2.2 over quota`): the address is good, try later;
 * 2. a security or policy status (`x.7.x`, RFC 3463) or words about the sender's reputation,
 *    spam, authentication or rate are a block: the receiver refused us, not the address;
 * 3. a permanent status (`5.x.x`, or a plain `5xx`) or words saying the address does not exist
 *    are hard;
 * 4. a transient status (`4.x.x`) or words about retrying are soft;
 * 5. a failure notice that says none of this is taken as hard, with less confidence.
 */
const temporaryAnyway: readonly RegExp[] = [
  /grey-?listed|grey-?listing|greylist/i,
  /mailbox (?:is )?full|over ?quota|quota exceeded|exceeded (?:the |its )?(?:storage|quota)|out of storage|insufficient (?:system )?storage|mailbox.{0,20}exceeded/i,
];

const blockWords: readonly RegExp[] = [
  /\bblock(?:ed)?\b(?! by recipient domain)|block ?list|black ?list|blacklisted/i,
  /\bspam\b|\bunsolicited\b|\bRBL\b|\bDNSBL\b/i,
  /\breputation\b|\bbarracuda\b/i,
  /\bpolicy\b|policy reasons/i,
  /\bDMARC\b|\bSPF\b|\bDKIM\b|sender policy framework|unauthenticated/i,
  /rate[ -]?limit(?:ed)?|too many (?:messages|connections|recipients)/i,
];

const hardWords: readonly RegExp[] = [
  /user (?:is )?unknown|unknown (?:user|recipient|address)|no such (?:user|recipient|mailbox|address)/i,
  /(?:does not|doesn't|did not) exist|could ?n[o']t be found|not found|mailbox (?:unavailable|not found|disabled)/i,
  /host or domain name not found|couldn't find any host|invalid (?:recipient|address|mailbox)/i,
  /wurde nicht gefunden|unbekannte[rs]? (?:Empfänger|Benutzer)|existiert nicht|introuvable|n'existe pas|destinataire inconnu|no existe|desconocido|bestaat niet|onbekend|não existe|desconhecido/i,
  /(?:doesn't|does not) have an? [\w.-]+ account|not listed in (?:the )?(?:\w+ )?directory|address rejected: (?:user|access denied)/i,
  /permanent (?:error|failure)|permanent fatal errors/i,
];

const retryWords: readonly RegExp[] = [
  /temporar(?:y|ily)|try again later|will (?:be )?retr(?:y|ied)|not (?:yet )?been delivered|delayed|deferred|timed out|will continue to be attempted|keep trying/i,
  /erneut versucht|verzögert|nouvel essai|retardé|se reintentará|retrasad|opnieuw geprobeerd|vertraagd|nova tentativa|atrasad/i,
];

export interface BounceKindDecision {
  kind: BounceKind;
  /** The status or the words that decided. */
  evidence: string[];
  /** False when nothing but the fact of a failure notice decided (rule 5). */
  isDecided: boolean;
}

/** Decides hard, soft or block from the status code (when known) and the server's words. */
export function decideBounceKind(status: string | undefined, words: string): BounceKindDecision {
  const statusClass = status?.charAt(0);
  const statusSubject = status?.split('.')[1];
  const statusEvidence = status ? [status] : [];

  const temporary = firstMatch(temporaryAnyway, words);
  if (temporary) return { kind: 'soft', evidence: [temporary], isDecided: true };
  if (statusSubject === '2' && status?.endsWith('.2'))
    return { kind: 'soft', evidence: statusEvidence, isDecided: true };

  const hard = firstMatch(hardWords, words);
  if (statusSubject === '7' && !hard) {
    const block = firstMatch(blockWords, words);
    return { kind: 'block', evidence: [...statusEvidence, ...(block ? [block] : [])], isDecided: true };
  }
  const block = firstMatch(blockWords, words);
  if (block) return { kind: 'block', evidence: [...statusEvidence, block], isDecided: true };

  if (statusClass === '5' || hard) {
    return { kind: 'hard', evidence: [...statusEvidence, ...(hard ? [hard] : [])], isDecided: true };
  }
  const retry = firstMatch(retryWords, words);
  if (statusClass === '4' || retry) {
    return { kind: 'soft', evidence: [...statusEvidence, ...(retry ? [retry] : [])], isDecided: true };
  }
  return { kind: 'hard', evidence: statusEvidence, isDecided: false };
}

function firstMatch(patterns: readonly RegExp[], text: string): string | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return undefined;
}
