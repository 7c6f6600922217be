import { HomePage, prefetchHomePage } from '../../../features/home/index.ts';
import { HOME_CONTACT_ID } from '../../../features/storefront-shell/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient) => prefetchHomePage(queryClient);

export default function Page() {
  return <HomePage contactSectionId={HOME_CONTACT_ID} />;
}
