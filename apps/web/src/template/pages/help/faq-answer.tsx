import { Loader } from '@mantine/core';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { errorMessage } from '../../shared/ui/error-message.ts';
import { useGetHelpQuestionQuery } from '../api/help-api.ts';
import { HtmlContent } from '../ui/html-content.tsx';

/** A question's answer, fetched when its panel opens. */
export function FaqAnswer({ slug }: { slug: string }) {
  const { data, isLoading, isError, error, refetch } = useGetHelpQuestionQuery(slug);
  if (isError) return <QueryErrorState message={errorMessage(error)} onRetry={refetch} />;
  if (isLoading || !data) return <Loader size="sm" role="status" aria-label="Loading the answer" />;
  return <HtmlContent html={data.content} />;
}
