import { CreditsLayout } from '../../features/credits/components/credits-layout.tsx';

/** /credits/* : the Credits & billing header and tabs. */
export function CreditsLayoutRoute() {
  return <CreditsLayout />;
}
