export { chatLink, contactFrom, DEFAULT_CONTACT, useCompanyContact, type CompanyContact } from './api.ts';
