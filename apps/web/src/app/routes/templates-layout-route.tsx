import { TemplatesLayout } from '../../features/templates/components/templates-layout.tsx';

/** /templates/* : the Templates header and its Templates / Fields & signatures tabs. */
export function TemplatesLayoutRoute() {
  return <TemplatesLayout />;
}
