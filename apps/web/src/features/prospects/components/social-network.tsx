import type { SocialNetwork } from '@leadpilot/contracts';
import { IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';

export const socialNetworkLabels: Record<SocialNetwork, string> = { linkedin: 'LinkedIn', twitter: 'X (Twitter)' };

/** The network's logo, beside its name (so it is decorative). */
export function SocialNetworkIcon({ network, size = 16 }: { network: SocialNetwork; size?: number }) {
  return network === 'twitter' ? <IconBrandX size={size} aria-hidden /> : <IconBrandLinkedin size={size} aria-hidden />;
}
