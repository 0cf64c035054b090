import { Navigate } from 'react-router';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { RouteLoading } from '../../../shared/ui/route-loading.tsx';
import { errorMessage } from '../../shared/ui/error-message.ts';
import { useGetUsersQuery } from './api/users-api.ts';

/** /apps/user/view without an id opens the first user of the list. */
export function FirstUserRedirect() {
  const { data, error, refetch } = useGetUsersQuery({ page: 1, perPage: 1 });
  if (error) return <QueryErrorState message={errorMessage(error)} onRetry={refetch} />;
  if (!data) return <RouteLoading />;
  const first = data.users[0];
  return <Navigate to={first ? `/apps/user/view/${first.id}` : '/apps/user/list'} replace />;
}
