import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

// tiptap is heavy (about 140 KB gzip): it loads after the page, behind a loader of the editor's height.
const FullEditor = lazy(() => import('./editor-demos.tsx').then((module) => ({ default: module.FullEditor })));
const MinimalEditor = lazy(() => import('./editor-demos.tsx').then((module) => ({ default: module.MinimalEditor })));

function EditorLoading({ height }: { height: number }) {
  return (
    <Center mih={height}>
      <Loader size="sm" role="status" aria-label="Loading the editor" />
    </Center>
  );
}

/** Rich text with @mantine/tiptap: a full toolbar and a minimal one. */
export function EditorPage() {
  return (
    <FormPage
      title="Editor"
      description="Rich text editing with Mantine's tiptap editor: headings, lists, quotes, links and history."
      columns={1}
    >
      <DemoCard title="Full toolbar">
        <Suspense fallback={<EditorLoading height={340} />}>
          <FullEditor />
        </Suspense>
      </DemoCard>
      <DemoCard title="Minimal" description="Only the formatting a comment needs.">
        <Suspense fallback={<EditorLoading height={160} />}>
          <MinimalEditor />
        </Suspense>
      </DemoCard>
    </FormPage>
  );
}
