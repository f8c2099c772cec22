import { ComingSoon } from '../../components/coming-soon';

export function CurtainBreezePage() {
  return <ComingSoon />;
}
