import { RouterProvider } from 'react-router';
import { SessionAbilityProvider } from './providers/session-ability-provider.tsx';
import { router } from './router.tsx';

/** The product app (loaded lazily by main.tsx): abilities and the route table. */
export function App() {
  return (
    <SessionAbilityProvider>
      <RouterProvider router={router} />
    </SessionAbilityProvider>
  );
}
