import { SandboxMailPage } from '../../features/sandbox-mail/components/sandbox-mail-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /sandbox-mail */
export function SandboxMailRoute() {
  useDocumentTitle('Sandbox mail');
  return <SandboxMailPage />;
}
