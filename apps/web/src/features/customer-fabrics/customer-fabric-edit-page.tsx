import { ComingSoon } from '../../components/coming-soon';

export function CustomerFabricEditPage() {
  return <ComingSoon />;
}
