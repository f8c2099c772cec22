import { ComingSoon } from '../../components/coming-soon';

export function CurtainPage() {
  return <ComingSoon />;
}
