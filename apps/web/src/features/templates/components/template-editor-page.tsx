import { IconFileUnknown } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { errorStatusOf } from '../../../api/server-errors.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { CenteredState } from '../../../shared/ui/centered-state.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useGetTemplateQuery } from '../api/get-template.ts';
import { useListMergeFieldsQuery } from '../api/list-merge-fields.ts';
import { useListTemplatesQuery } from '../api/list-templates.ts';
import { isAiWriterRequested } from './editor-location-state.ts';
import { TemplateEditor } from './template-editor.tsx';
import { TemplateEditorSkeleton } from './template-editor-skeleton.tsx';

/** /templates/new and /templates/:id — loads what the editor needs, then the editor. */
export function TemplateEditorPage({ templateId }: { templateId: string | null }) {
  const location = useLocation();
  const detail = useGetTemplateQuery(templateId ?? '', { skip: templateId === null });
  const fields = useListMergeFieldsQuery();
  // One row is enough: the reply carries every folder and tag in use, for the suggestions.
  const inUse = useListTemplatesQuery({ page: 1, perPage: 1 });
  useDocumentTitle(templateId === null ? 'New template' : (detail.currentData?.name ?? 'Template'));

  if (templateId !== null && !detail.currentData) {
    if (detail.isError && errorStatusOf(detail.error) === 404) {
      return (
        <CenteredState
          icon={<IconFileUnknown size={36} />}
          title="Template not found"
          description="It may have been deleted, or it is private to someone else."
          actionTo="/templates"
          actionLabel="Back to templates"
        />
      );
    }
    if (detail.isError) {
      return <QueryErrorState message={errorMessageOf(detail.error)} onRetry={() => void detail.refetch()} />;
    }
    return <TemplateEditorSkeleton />;
  }

  return (
    <TemplateEditor
      key={templateId ?? 'new'}
      detail={detail.currentData ?? null}
      onReload={async () => (templateId === null ? null : await detail.refetch().unwrap())}
      fields={fields.data}
      folders={inUse.data?.folders ?? []}
      tags={inUse.data?.tags ?? []}
      isAiWriterOpenAtStart={isAiWriterRequested(location.state)}
    />
  );
}
