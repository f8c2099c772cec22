import { ComingSoon } from '../../components/coming-soon';

export function ServicePage() {
  return <ComingSoon />;
}
