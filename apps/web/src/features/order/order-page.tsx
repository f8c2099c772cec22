import { ComingSoon } from '../../components/coming-soon';

export function OrderPage() {
  return <ComingSoon />;
}
