export {
  chatLink,
  contactFrom,
  DEFAULT_CONTACT,
  generalParametersQuery,
  openingHoursOf,
  phoneLink,
  useCompanyContact,
  useShopFacts,
  useTakesWhatsAppOrders,
  type CompanyContact,
} from './api.ts';
