import { GENERAL_CODES } from './catalogue-constants.ts';
import { SHOP_SETTINGS } from './shop-settings.ts';

/**
 * The shop's own facts, kept as general parameters so staff edit them in the back office (issue 10:
 * never constants). 001-004 are the spec's; 008 to 011 and 015 are the shop's additions (docs/shop-parameters.md).
 * A missing or empty fact is said nowhere: no placeholder is ever shown as if it were the shop's.
 */
export const SHOP_FACTS = {
  address: { paramCode: GENERAL_CODES.address, name: 'Alamat' },
  phone: { paramCode: GENERAL_CODES.phone, name: 'Telepon' },
  email: { paramCode: GENERAL_CODES.email, name: 'Email' },
  openingHours: { paramCode: GENERAL_CODES.openingHours, name: 'Jam Operasional' },
  /** One account per line: 'BCA 1234567890 a.n. PT CrabClaw Seafood Indonesia'. */
  bankAccounts: { paramCode: '008', name: 'Rekening bank' },
  /** The number the chat links open; without it they use the phone (002). */
  whatsApp: { paramCode: '009', name: 'WhatsApp' },
  /** The shop's pages, linked from the footer (storefront spec 3: facebookUrl, instagramUrl). */
  facebook: { paramCode: '010', name: 'Facebook' },
  instagram: { paramCode: '011', name: 'Instagram' },
  /** Where the shop's 'new order' and 'low stock' e-mails go, when not to 003 (shop-notices.ts). */
  noticeEmails: { paramCode: '015', name: 'Email pemberitahuan toko' },
  /** Cities or postal-code prefixes the Fresh Courier reaches with live and fresh goods (issue 27; handling.ts). */
  deliveryArea: { paramCode: '017', name: 'Area Kurir Segar (kota atau awalan kode pos)' },
} as const;

/**
 * Codes the shop reads (its facts and its settings): deleting one would silently change what customers
 * see or how orders run, so the back office may edit them but not delete them.
 */
export const SHOP_PARAMETER_CODES: readonly string[] = [
  ...Object.values(SHOP_FACTS).map((fact) => fact.paramCode),
  ...Object.values(SHOP_SETTINGS).map((setting) => setting.paramCode),
].sort();

export function isShopParameterCode(paramCode: string): boolean {
  return SHOP_PARAMETER_CODES.includes(paramCode);
}

export interface BankAccount {
  bank: string;
  number: string;
  holder: string | null;
}

export interface ShopFacts {
  address: string | null;
  phone: string | null;
  email: string | null;
  /** One period per entry ('Sabtu 08:00-12:00 WIB'). */
  openingHours: string[];
  bankAccounts: BankAccount[];
  /** Digits in international form (62...), for wa.me links; null when neither 009 nor 002 holds a number. */
  whatsApp: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
}

// An account number: at least 6 digits, which may be grouped by spaces, dots or dashes.
const ACCOUNT_NUMBER = /\d(?:[ .-]?\d){5,}/;
const HOLDER_PREFIX = /^(?:[,:;-]\s*)?(?:a\.?\s?n\.?|a\/n|atas nama|holder:?)\s*/i;

/** The accounts in parameter 008, one per line; lines without an account number are left out. */
export function parseBankAccounts(text: string | undefined): BankAccount[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .flatMap((line) => {
      const match = ACCOUNT_NUMBER.exec(line);
      if (!match) return [];
      const holder = line
        .slice(match.index + match[0].length)
        .trim()
        .replace(HOLDER_PREFIX, '')
        .trim();
      return [{ bank: line.slice(0, match.index).trim(), number: match[0], holder: holder || null }];
    });
}

/** A phone or WhatsApp number as wa.me wants it: digits only, a leading 0 read as Indonesia's 62. */
export function whatsAppNumber(text: string | undefined): string | null {
  const digits = (text ?? '').replace(/\D/g, '').replace(/^0/, '62');
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/**
 * A web page's address as a link may open it: http(s) only, and 'instagram.com/shop' read as https. Anything
 * else (a note, a 'javascript:' address) is no page, so no link is shown.
 */
export function webPageUrl(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url.href : null;
}

/** The periods of parameter 004: one per line, or separated by commas or semicolons. */
export function openingHoursLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n|[;,](?=\s)/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The shop's facts from its general parameters (paramCode and deskripsi, the value). */
export function readShopFacts(parameters: readonly { paramCode: string; deskripsi: string }[]): ShopFacts {
  const byCode = new Map(parameters.map((parameter) => [parameter.paramCode, parameter.deskripsi.trim()]));
  const text = (fact: keyof typeof SHOP_FACTS) => byCode.get(SHOP_FACTS[fact].paramCode) || null;
  return {
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    openingHours: openingHoursLines(text('openingHours') ?? undefined),
    bankAccounts: parseBankAccounts(text('bankAccounts') ?? undefined),
    whatsApp: whatsAppNumber(text('whatsApp') ?? undefined) ?? whatsAppNumber(text('phone') ?? undefined),
    facebookUrl: webPageUrl(text('facebook') ?? undefined),
    instagramUrl: webPageUrl(text('instagram') ?? undefined),
  };
}

/**
 * The number WhatsApp orders go to: parameter 009 alone, never the phone (002), which may be a line that
 * takes no chats; null when 009 holds no number, and then the storefront offers no WhatsApp order.
 */
export function whatsAppOrderNumber(parameters: readonly { paramCode: string; deskripsi: string }[]): string | null {
  return whatsAppNumber(
    parameters.find((parameter) => parameter.paramCode === SHOP_FACTS.whatsApp.paramCode)?.deskripsi,
  );
}

/** A wa.me chat link with a prefilled text: the one place such a link is built (the text encoded once, here). */
export function whatsAppLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** One account as a customer reads it in each language. */
export function formatBankAccount(account: BankAccount, language: 'id' | 'en'): string {
  const head = [account.bank, account.number].filter(Boolean).join(' ');
  if (!account.holder) return head;
  return language === 'id' ? `${head} a.n. ${account.holder}` : `${head} (account holder: ${account.holder})`;
}
