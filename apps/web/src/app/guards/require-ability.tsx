import type { ReactNode } from 'react';
import { type AbilityRequirement, useAppAbility } from '../../session/app-ability.ts';
import { NotAuthorizedRoute } from '../routes/not-authorized-route.tsx';

interface RequireAbilityProps {
  requires: AbilityRequirement;
  children: ReactNode;
}

/** A page the user's abilities do not allow shows the not-authorized page in place (no redirect). */
export function RequireAbility({ requires, children }: RequireAbilityProps) {
  const ability = useAppAbility();
  if (!ability.can(requires.action, requires.subject)) return <NotAuthorizedRoute />;
  return children;
}
