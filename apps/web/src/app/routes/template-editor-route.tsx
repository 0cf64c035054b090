import { idSchema } from '@leadpilot/contracts';
import { IconFileUnknown } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { TemplateEditorPage } from '../../features/templates/components/template-editor-page.tsx';
import { CenteredState } from '../../shared/ui/centered-state.tsx';

/** /templates/new and /templates/:id — the editor (loaded on its own: it carries the rich-text editor). */
export function TemplateEditorRoute() {
  const { id } = useParams();
  if (id === undefined) return <TemplateEditorPage key="new" templateId={null} />;
  const templateId = idSchema.safeParse(id);
  if (!templateId.success) {
    return (
      <CenteredState
        icon={<IconFileUnknown size={36} />}
        title="Template not found"
        description="This address does not lead to a template."
        actionTo="/templates"
        actionLabel="Back to templates"
      />
    );
  }
  // Another template starts with a fresh editor.
  return <TemplateEditorPage key={templateId.data} templateId={templateId.data} />;
}
