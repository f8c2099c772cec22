import { ComingSoon } from '../../components/coming-soon';

export function TrackPage() {
  return <ComingSoon />;
}
