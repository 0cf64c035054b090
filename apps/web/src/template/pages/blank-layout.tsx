import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MockWorkerGate } from '../layout/mock-worker-gate.tsx';
import { TemplateFrame } from '../layout/template-frame.tsx';
import { PageLoader } from './ui/page-loader.tsx';

/**
 * The chrome-less frame of the demo sign-in and misc pages, in the chosen language and direction: the
 * demo data's worker first, then the page.
 */
export function BlankLayout() {
  return (
    <TemplateFrame>
      <MockWorkerGate>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </MockWorkerGate>
    </TemplateFrame>
  );
}
