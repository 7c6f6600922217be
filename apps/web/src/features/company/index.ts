export {
  chatLink,
  contactFrom,
  DEFAULT_CONTACT,
  generalParametersQuery,
  openingHoursOf,
  phoneLink,
  useCompanyContact,
  useShopFacts,
  type CompanyContact,
} from './api.ts';
