import { LegalPage } from '../../../features/content/index.ts';

export default function Page() {
  return <LegalPage document="terms" />;
}
