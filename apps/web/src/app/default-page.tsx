import { Navigate } from 'react-router';
import { useAccountSettings } from '../api/settings';
import { ErrorState, LoadingState } from '../components/state-views';
import { accountPath } from './account-routes';

/** /account: tracking-only accounts start at track, everyone else at the dashboard. */
export function DefaultPage() {
  const settings = useAccountSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={settings.refetch} />;
  const target = settings.data.show_only_tracking_page ? 'track' : 'dashboard';
  return <Navigate to={accountPath(target)} replace />;
}
