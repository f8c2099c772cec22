import { ComingSoon } from '../../components/coming-soon';

export function OfferPage() {
  return <ComingSoon />;
}
