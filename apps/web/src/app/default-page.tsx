import { staffLandingPath } from '@atelier/domain';
import { Navigate, useLocation } from 'react-router';
import { useAccountSettings } from '../api/settings';
import { ErrorState, LoadingState } from '../components/state-views';
import { sessionStaffRole } from '../lib/session';
import { accountPath } from './account-routes';

/**
 * /account: a member of staff goes to the back office (the guard sends them first; this holds for
 * a session that changed under an open page); tracking-only accounts start at track, everyone else at the dashboard; a link from a
 * shop system (`external_order_id`, portal §4) goes on to the external-order page with its query.
 */
export function DefaultPage() {
  const staffRole = sessionStaffRole();
  if (staffRole) return <Navigate to={staffLandingPath(staffRole)} replace />;
  return <DealerDefaultPage />;
}

function DealerDefaultPage() {
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
