import { zodResolver } from '@hookform/resolvers/zod';
import { CustomerInfoSchema } from '@crabclaw/shared';

/**
 * What checkout's form checks with: the shared schema of the customer's details (storefront section 5). zod
 * and the schemas arrive with this module, which checkout loads when the form is first used, not with the
 * page (issue 21): building them was the largest part of the page's first run on a phone.
 */
export const customerInfoResolver = zodResolver(CustomerInfoSchema);
