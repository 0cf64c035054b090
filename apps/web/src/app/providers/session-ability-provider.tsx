import { AbilityProvider } from '@casl/react';
import { type ReactNode, useMemo } from 'react';
import { createAppAbility } from '../../session/create-app-ability.ts';
import { useUserData } from '../../session/use-session.ts';

/** Gives the signed-in pages the user's abilities (read from the stored user data); RequireSession places it. */
export function SessionAbilityProvider({ children }: { children: ReactNode }) {
  const userData = useUserData();
  const ability = useMemo(() => createAppAbility(userData), [userData]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}
