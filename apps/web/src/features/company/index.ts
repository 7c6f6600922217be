export {
  chatLink,
  contactFrom,
  DEFAULT_CONTACT,
  generalParametersQuery,
  openingHoursOf,
  useCompanyContact,
  useShopFacts,
  type CompanyContact,
} from './api.ts';
