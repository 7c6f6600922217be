/** The public menu (storefront 2, Public header); Company opens a dropdown of its two pages. */
export const COMPANY_PAGES = [
  { to: '/public/company/profile', label: 'nav.companyProfile' },
  { to: '/public/company/vision-mission', label: 'nav.visionMission' },
] as const;

export const HOME_PATH = '/public/home';
export const CONTACT_PATH = '/public/contact';
/** The contact section's id on the home page: 'Contact Us' scrolls there when already home. */
export const HOME_CONTACT_ID = 'contact';
/** Spec section 9: on another page, go to the contact page and scroll after 500 ms. */
export const CONTACT_SCROLL_DELAY_MS = 500;
/** The storefront's <main>: the skip link, the first stop of Tab on every page, leads there. */
export const MAIN_CONTENT_ID = 'content';
