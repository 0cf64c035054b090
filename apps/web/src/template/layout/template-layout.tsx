import { loadMockLayer } from '../api/mock-layer.ts';
import { TemplateFrame } from './template-frame.tsx';
import { TemplateShell } from './template-shell.tsx';
import { useMockLayer } from './use-mock-layer.ts';

// The pages' data comes from the mock layer: it starts loading with the layout's code, while the shell
// renders (a failed load is tried again by the first query, and shown there with a retry). Not on the
// server, which renders public pages only.
if (typeof window !== 'undefined') loadMockLayer().catch(() => undefined);

/** The template's layout: the shell with its pages, their demo data answered by the mock layer. */
export function TemplateLayout() {
  useMockLayer();
  return (
    <TemplateFrame>
      <TemplateShell />
    </TemplateFrame>
  );
}
