// Filling a shop page's text with the shop's facts, apart from the pages' schemas (shop-pages.ts), so the
// storefront shows a page without loading zod (issue 21).

/**
 * Facts a page's text names but the shop keeps elsewhere: `{{email}}` in the stored text shows the e-mail of
 * parameter 003, `{{paymentWindowHours}}` the payment window of 005, and so on, so a page never states a
 * value that the shop no longer uses.
 */
export const SHOP_PAGE_FACTS = [
  'email',
  'address',
  'paymentWindowHours',
  'confirmationWindowHours',
  'codFee',
  'ewalletFee',
  'regularDays',
  'expressDays',
  'coldChainDays',
] as const;
export type ShopPageFacts = Record<(typeof SHOP_PAGE_FACTS)[number], string>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page's markup with its `{{fact}}` placeholders filled in (as text, escaped); other braces stay as written. */
export function fillPageFacts(markupText: string, facts: ShopPageFacts): string {
  return markupText.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    (SHOP_PAGE_FACTS as readonly string[]).includes(name)
      ? escapeHtml(facts[name as keyof ShopPageFacts])
      : placeholder,
  );
}
