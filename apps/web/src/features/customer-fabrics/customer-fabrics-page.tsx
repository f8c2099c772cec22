import { ComingSoon } from '../../components/coming-soon';

export function CustomerFabricsPage() {
  return <ComingSoon />;
}
