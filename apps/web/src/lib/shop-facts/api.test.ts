import { describe, expect, it } from 'vitest';
import { SHOP_FACTS, type GeneralParameter } from '@crabclaw/shared';
import { contactFrom, DEFAULT_CONTACT } from './api.ts';

/** A new shop without the demo (issue 22): its own facts empty until staff fill them in. */
const NEW_SHOP: GeneralParameter[] = Object.values(SHOP_FACTS).map(({ paramCode, name }, i) => ({
  id: i + 1,
  paramCode,
  paramName: name,
  deskripsi: '',
}));

describe("the shop's contact data", () => {
  it('shows the defaults until the parameters arrive, and nothing for a fact staff left empty', () => {
    expect(contactFrom(undefined)).toMatchObject({ ...DEFAULT_CONTACT, whatsApp: DEFAULT_CONTACT.phone });
    expect(contactFrom(NEW_SHOP)).toEqual({
      address: null,
      phone: null,
      email: null,
      openingHours: null,
      whatsApp: null,
      facebookUrl: null,
      instagramUrl: null,
    });
  });

  it('chats on the phone number when no WhatsApp number is set', () => {
    const withPhone = NEW_SHOP.map((p) => (p.paramCode === '002' ? { ...p, deskripsi: '0812 3456 7890' } : p));
    expect(contactFrom(withPhone)).toMatchObject({ phone: '0812 3456 7890', whatsApp: '0812 3456 7890' });
  });
});
