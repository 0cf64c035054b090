import { RecordingDetailPage } from '../../features/recordings/components/recording-detail-page.tsx';
import { RecordingsPage } from '../../features/recordings/components/recordings-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /audio */
export function RecordingsRoute() {
  useDocumentTitle('Call recordings');
  return <RecordingsPage />;
}

/** /audio/:id */
export function RecordingRoute() {
  useDocumentTitle('Call recording');
  return <RecordingDetailPage />;
}
