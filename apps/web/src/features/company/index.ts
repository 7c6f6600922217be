export {
  chatLink,
  contactFrom,
  DEFAULT_CONTACT,
  openingHoursOf,
  useCompanyContact,
  useShopFacts,
  type CompanyContact,
} from './api.ts';
