import { ScheduledJobsPage } from '../../features/scheduler/components/scheduled-jobs-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /settings/scheduled-jobs */
export function ScheduledJobsRoute() {
  useDocumentTitle('Scheduled jobs');
  return <ScheduledJobsPage />;
}
