import { TasksPage } from '../../features/tasks/components/tasks-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /campaigns/tasks */
export function CampaignTasksRoute() {
  useDocumentTitle('Tasks');
  return <TasksPage />;
}
