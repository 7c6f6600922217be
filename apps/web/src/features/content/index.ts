export { CompanyProfilePage } from './components/company-profile-page.tsx';
export { ContactPage } from './components/contact-page.tsx';
export { LegalPage } from './components/legal-page.tsx';
export { VisionMissionPage } from './components/vision-mission-page.tsx';
export { prefetchShopPage } from './api/get-shop-page.ts';
