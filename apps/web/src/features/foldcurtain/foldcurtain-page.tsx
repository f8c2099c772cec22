import { ComingSoon } from '../../components/coming-soon';

export function FoldcurtainPage() {
  return <ComingSoon />;
}
