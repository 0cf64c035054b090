import { AbilityProvider } from '@casl/react';
import { type ReactNode, useMemo } from 'react';
import { createAppAbility } from '../../session/app-ability.ts';
import { useUserData } from '../../session/use-session.ts';

/** Gives every screen the signed-in user's abilities (read from the stored user data). */
export function SessionAbilityProvider({ children }: { children: ReactNode }) {
  const userData = useUserData();
  const ability = useMemo(() => createAppAbility(userData), [userData]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}
