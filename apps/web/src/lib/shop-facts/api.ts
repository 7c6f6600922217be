import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GENERAL_CODES,
  openingHoursLines,
  readShopFacts,
  readShopSettings,
  SHOP_FACTS,
  webPageUrl,
  whatsAppLink,
  whatsAppNumber,
  whatsAppOrderNumber,
  type GeneralParameter,
  type PaymentFacts,
  type ShopFacts,
} from '@crabclaw/shared';
import { apiRequest } from '../api-client.ts';

export interface CompanyContact {
  /** Null when staff left the fact empty: a real shop's page never shows someone else's address. */
  address: string | null;
  phone: string | null;
  email: string | null;
  openingHours: string | null;
  /** The number chat links open: parameter 009, else the phone (docs/shop-parameters.md); null: no chat link. */
  whatsApp: string | null;
  /** The shop's pages (010, 011); null when staff have set none, and then no link is shown. */
  facebookUrl: string | null;
  instagramUrl: string | null;
}

/**
 * Shown until the general parameters arrive, and kept when loading fails (storefront spec 5, Other). A value
 * staff left empty is not replaced by these (issue 22): a new shop starts with its facts empty, and these
 * are the demo shop's, not its own. Only the spec's 001-004 have such defaults.
 */
export const DEFAULT_CONTACT = {
  address: 'Jl. Pluit Raya No. 88, Penjaringan, Jakarta Utara 14440',
  phone: '+62 812-8800-2015',
  email: 'halo@crabclaw.co.id',
  openingHours: 'Senin-Jumat 08:00-17:00 WIB, Sabtu 08:00-12:00 WIB',
};

export function contactFrom(parameters: readonly GeneralParameter[] | undefined): CompanyContact {
  const value = (code: string) => parameters?.find((p) => p.paramCode === code)?.deskripsi.trim() || null;
  const fact = (code: string, fallback: string) => (parameters ? value(code) : fallback);
  const phone = fact(GENERAL_CODES.phone, DEFAULT_CONTACT.phone);
  const whatsApp = value(SHOP_FACTS.whatsApp.paramCode);
  return {
    address: fact(GENERAL_CODES.address, DEFAULT_CONTACT.address),
    phone,
    email: fact(GENERAL_CODES.email, DEFAULT_CONTACT.email),
    openingHours: fact(GENERAL_CODES.openingHours, DEFAULT_CONTACT.openingHours),
    whatsApp: whatsApp && whatsAppNumber(whatsApp) ? whatsApp : phone,
    facebookUrl: webPageUrl(value(SHOP_FACTS.facebook.paramCode) ?? undefined),
    instagramUrl: webPageUrl(value(SHOP_FACTS.instagram.paramCode) ?? undefined),
  };
}

// The storefront's one query of the general parameters; the back office's writes invalidate ['general'].
// The storefront layout loads it before the server renders a page (footer, contact data).
export const generalParametersQuery = queryOptions({
  queryKey: ['general'],
  queryFn: () => apiRequest<GeneralParameter[]>('/api/general'),
  staleTime: 10 * 60_000,
});

const useGeneralParameters = () => useQuery(generalParametersQuery);

/** Until the parameters arrive (or when they failed to load): the defaults. */
const DEFAULT_COMPANY_CONTACT = contactFrom(undefined);

/**
 * The company's contact data from general parameters 001-004 and 009-011; the defaults until they arrive.
 * Read once per answer (`select` keeps its result until the parameters change), not at every render.
 */
export function useCompanyContact() {
  const query = useQuery({ ...generalParametersQuery, select: contactFrom });
  return { contact: query.data ?? DEFAULT_COMPANY_CONTACT, isLoading: query.isLoading };
}

const factsOf = (parameters: readonly GeneralParameter[]): ShopFacts & PaymentFacts => ({
  ...readShopFacts(parameters),
  ...readShopSettings(parameters),
});

/**
 * The shop's facts as staff set them (no defaults: a missing fact is not said) and what paying needs,
 * for the success page. `facts` is undefined until the parameters arrive or when they failed to load; read once
 * per answer, as the contact data is.
 */
export function useShopFacts(): { facts?: ShopFacts & PaymentFacts; isLoading: boolean } {
  const query = useQuery({ ...generalParametersQuery, select: factsOf });
  return { facts: query.data, isLoading: query.isLoading };
}

/** Whether the shop takes orders by WhatsApp: parameter 009 holds a number (issue 26), as the server decides. */
export function useTakesWhatsAppOrders(): boolean {
  const { data } = useGeneralParameters();
  return data ? whatsAppOrderNumber(data) !== null : false;
}

/** The periods of the opening hours, one per line on the contact page. */
export const openingHoursOf = (contact: CompanyContact) => openingHoursLines(contact.openingHours ?? undefined);

/** A tel: link dialling the number as written ('+62 812-8800-2015'). */
export const phoneLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Spec: the chat link uses only the digits of the number, with a prefilled greeting. */
export function chatLink(number: string, greeting: string): string {
  return whatsAppLink(whatsAppNumber(number) ?? number.replace(/\D/g, ''), greeting);
}
