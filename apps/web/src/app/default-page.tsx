import { Navigate, useLocation } from 'react-router';
import { useAccountSettings } from '../api/settings';
import { ErrorState, LoadingState } from '../components/state-views';
import { accountPath } from './account-routes';

/**
 * /account: tracking-only accounts start at track, everyone else at the dashboard; a link from a
 * shop system (`external_order_id`, portal §4) goes on to the external-order page with its query.
 */
export function DefaultPage() {
  const settings = useAccountSettings();
  const { search } = useLocation();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={settings.refetch} />;
  const target = settings.data.show_only_tracking_page ? 'track' : 'dashboard';
  if (target === 'dashboard' && new URLSearchParams(search).has('external_order_id')) {
    return <Navigate to={`${accountPath('externalOrder')}${search}`} replace />;
  }
  return <Navigate to={accountPath(target)} replace />;
}
