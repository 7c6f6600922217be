import { z } from 'zod';
import { SHOP_FACTS } from './shop-facts.ts';

/** The code of the shop's notice addresses (docs/shop-parameters.md): staff who get 'new order' and 'low stock'. */
export const NOTICE_EMAILS_CODE = SHOP_FACTS.noticeEmails.paramCode;

const anEmail = z.email().max(254);

/** The entries of parameter 015: one per line, or separated by commas or semicolons. */
function entriesOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\n,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The first entry of a notice list that is no e-mail address, to be refused on save (undefined: all are). */
export function invalidNoticeEmail(text: string): string | undefined {
  return entriesOf(text).find((entry) => !anEmail.safeParse(entry).success);
}

/**
 * Where the shop's own notices go (decision 037): the addresses of 015 when it holds any, else the shop's e-mail
 * (003), else nowhere. Each address once, lower-cased; entries that are no address are skipped (a save refuses
 * them, so only a value written past the back office holds one).
 */
export function shopNoticeRecipients(parameters: readonly { paramCode: string; deskripsi: string }[]): string[] {
  const valueOf = (code: string) => parameters.find((parameter) => parameter.paramCode === code)?.deskripsi;
  const valid = (text: string | undefined) =>
    entriesOf(text)
      .filter((entry) => anEmail.safeParse(entry).success)
      .map((entry) => entry.toLowerCase());
  const listed = valid(valueOf(NOTICE_EMAILS_CODE));
  return [...new Set(listed.length > 0 ? listed : valid(valueOf(SHOP_FACTS.email.paramCode)).slice(0, 1))];
}
