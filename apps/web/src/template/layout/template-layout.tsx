import { MockWorkerGate } from './mock-worker-gate.tsx';
import { TemplateFrame } from './template-frame.tsx';
import { TemplateShell } from './template-shell.tsx';

/** The template's layout: once the demo data's worker runs, the shell with its pages. */
export function TemplateLayout() {
  return (
    <TemplateFrame>
      <MockWorkerGate>
        <TemplateShell />
      </MockWorkerGate>
    </TemplateFrame>
  );
}
