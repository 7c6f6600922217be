import { useQuery } from '@tanstack/react-query';
import { GENERAL_CODES, type GeneralParameter } from '@crabclaw/shared';
import { apiRequest } from '../../lib/api-client.ts';

export interface CompanyContact {
  address: string;
  phone: string;
  email: string;
  openingHours: string;
}

/** Shown until the general parameters arrive, and kept when loading fails or a value is empty (spec 5, Other). */
export const DEFAULT_CONTACT: CompanyContact = {
  address: 'Jl. Pluit Raya No. 88, Penjaringan, Jakarta Utara 14440',
  phone: '+62 812-8800-2015',
  email: 'halo@crabclaw.co.id',
  openingHours: 'Senin-Jumat 08:00-17:00 WIB, Sabtu 08:00-12:00 WIB',
};

export function contactFrom(parameters: readonly GeneralParameter[] | undefined): CompanyContact {
  const value = (code: string) => parameters?.find((p) => p.paramCode === code)?.deskripsi.trim() || undefined;
  return {
    address: value(GENERAL_CODES.address) ?? DEFAULT_CONTACT.address,
    phone: value(GENERAL_CODES.phone) ?? DEFAULT_CONTACT.phone,
    email: value(GENERAL_CODES.email) ?? DEFAULT_CONTACT.email,
    openingHours: value(GENERAL_CODES.openingHours) ?? DEFAULT_CONTACT.openingHours,
  };
}

/** The company's contact data from general parameters 001-004, with the defaults filling any gap. */
export function useCompanyContact() {
  const query = useQuery({
    queryKey: ['general'],
    queryFn: () => apiRequest<GeneralParameter[]>('/api/general'),
    staleTime: 10 * 60_000,
  });
  return { contact: contactFrom(query.data), isLoading: query.isLoading };
}

/** Spec: the chat link uses only the digits of the phone number, with a prefilled greeting. */
export function chatLink(phone: string, greeting: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^0/, '62');
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}
