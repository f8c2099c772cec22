import { ComingSoon } from '../../components/coming-soon';

export function RailrodpartsPage() {
  return <ComingSoon />;
}
