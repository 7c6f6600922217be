import { ContactPage } from '../../../features/content/index.ts';

export default function Page() {
  return <ContactPage />;
}
