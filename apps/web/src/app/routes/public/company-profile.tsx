import { CompanyProfilePage } from '../../../features/content/index.ts';

export default function Page() {
  return <CompanyProfilePage />;
}
