import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { TemplateFrame } from '../layout/template-frame.tsx';
import { useMockLayer } from '../layout/use-mock-layer.ts';
import { PageLoader } from './ui/page-loader.tsx';

/**
 * The chrome-less frame of the demo sign-in and misc pages, in the chosen language and direction,
 * their demo data answered by the mock layer.
 */
export function BlankLayout() {
  useMockLayer();
  return (
    <TemplateFrame>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </TemplateFrame>
  );
}
