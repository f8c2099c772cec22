import { ComingSoon } from '../../components/coming-soon';

export function SampleServicePage() {
  return <ComingSoon />;
}
