import { HomePage } from '../../../features/home/index.ts';
import { HOME_CONTACT_ID } from '../../../features/storefront-shell/index.ts';

export default function Page() {
  return <HomePage contactSectionId={HOME_CONTACT_ID} />;
}
