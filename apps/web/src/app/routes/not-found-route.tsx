import { IconMapQuestion } from '@tabler/icons-react';
import { useIsSignedIn } from '../../session/use-session.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { CenteredState } from '../../shared/ui/centered-state.tsx';
import { AppShellLayout } from '../layouts/app-shell-layout.tsx';
import { SessionAbilityProvider } from '../providers/session-ability-provider.tsx';

function NotFoundState({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <CenteredState
      icon={<IconMapQuestion size={34} stroke={1.6} />}
      title="We couldn’t find that page"
      description="The address may be mistyped, or the page may have moved."
      eyebrow={<span aria-hidden>404</span>}
      actionTo={isSignedIn ? '/home' : '/login'}
      actionLabel={isSignedIn ? 'Back to home' : 'Go to sign in'}
    />
  );
}

/** Any unknown address: a friendly 404, inside the app shell when signed in. */
export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  const isSignedIn = useIsSignedIn();
  if (isSignedIn) {
    return (
      <SessionAbilityProvider>
        <AppShellLayout>
          <NotFoundState isSignedIn />
        </AppShellLayout>
      </SessionAbilityProvider>
    );
  }
  return (
    <main id="main-content">
      <NotFoundState isSignedIn={false} />
    </main>
  );
}
