import { ComingSoon } from '../../components/coming-soon';

export function RailrodPage() {
  return <ComingSoon />;
}
