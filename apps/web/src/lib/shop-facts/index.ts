export {
  chatLink,
  checkoutOptionsQuery,
  contactFrom,
  DEFAULT_CONTACT,
  generalParametersQuery,
  openingHoursOf,
  phoneLink,
  useCheckoutOptions,
  useCompanyContact,
  useShopFacts,
  useTakesWhatsAppOrders,
  type CompanyContact,
} from './api.ts';
