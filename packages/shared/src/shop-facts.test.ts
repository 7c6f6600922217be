import { describe, expect, it } from 'vitest';
import {
  formatBankAccount,
  isShopParameterCode,
  openingHoursLines,
  parseBankAccounts,
  readShopFacts,
  SHOP_PARAMETER_CODES,
  webPageUrl,
  whatsAppLink,
  whatsAppNumber,
} from './shop-facts.ts';

describe('shop facts', () => {
  it('reads each fact from its general parameter', () => {
    expect(
      readShopFacts([
        { paramCode: '001', deskripsi: ' Jl. Pluit Raya No. 88 ' },
        { paramCode: '002', deskripsi: '+62 812-8800-2015' },
        { paramCode: '003', deskripsi: 'halo@crabclaw.co.id' },
        { paramCode: '004', deskripsi: 'Senin-Jumat 08:00-17:00 WIB, Sabtu 08:00-12:00 WIB' },
        { paramCode: '008', deskripsi: 'BCA 1234567890 a.n. PT CrabClaw Seafood Indonesia' },
        { paramCode: '009', deskripsi: '0811-2222-3333' },
        { paramCode: '010', deskripsi: 'https://www.facebook.com/crabclawseafood' },
        { paramCode: '011', deskripsi: ' instagram.com/crabclawseafood ' },
      ]),
    ).toEqual({
      address: 'Jl. Pluit Raya No. 88',
      phone: '+62 812-8800-2015',
      email: 'halo@crabclaw.co.id',
      openingHours: ['Senin-Jumat 08:00-17:00 WIB', 'Sabtu 08:00-12:00 WIB'],
      bankAccounts: [{ bank: 'BCA', number: '1234567890', holder: 'PT CrabClaw Seafood Indonesia' }],
      whatsApp: '6281122223333',
      facebookUrl: 'https://www.facebook.com/crabclawseafood',
      instagramUrl: 'https://instagram.com/crabclawseafood',
    });
  });

  it('says nothing for a missing or empty fact, and chats on the phone number without a WhatsApp one', () => {
    expect(readShopFacts([{ paramCode: '002', deskripsi: '(021) 555-0101' }])).toEqual({
      address: null,
      phone: '(021) 555-0101',
      email: null,
      openingHours: [],
      bankAccounts: [],
      whatsApp: '62215550101',
      facebookUrl: null,
      instagramUrl: null,
    });
    expect(readShopFacts([{ paramCode: '001', deskripsi: '   ' }])).toMatchObject({ address: null, whatsApp: null });
    expect(readShopFacts([{ paramCode: '009', deskripsi: 'belum ada' }]).whatsApp).toBeNull();
  });

  it('links only to web pages: a note, a script or another scheme in 010 or 011 shows no link', () => {
    expect(webPageUrl('http://facebook.com/toko')).toBe('http://facebook.com/toko');
    expect(webPageUrl('www.instagram.com/toko_laut?hl=id')).toBe('https://www.instagram.com/toko_laut?hl=id');
    for (const text of [
      '',
      'belum ada',
      'nanti diisi staf',
      'javascript:alert(1)',
      'mailto:halo@toko.id',
      'ftp://x.id/a',
      'localhost',
    ])
      expect(webPageUrl(text), text).toBeNull();
  });

  it('reads one bank account per line and leaves out lines without an account number', () => {
    expect(
      parseBankAccounts(
        'BCA 123 456 7890 a.n. PT CrabClaw\r\n\n  Bank Mandiri  123-00-0999999-1 atas nama  CV Laut  \nnanti diisi\nBNI 0987654321\nBRI 9876543210 - a/n Budi',
      ),
    ).toEqual([
      { bank: 'BCA', number: '123 456 7890', holder: 'PT CrabClaw' },
      { bank: 'Bank Mandiri', number: '123-00-0999999-1', holder: 'CV Laut' },
      { bank: 'BNI', number: '0987654321', holder: null },
      { bank: 'BRI', number: '9876543210', holder: 'Budi' },
    ]);
    expect(parseBankAccounts(undefined)).toEqual([]);
    expect(parseBankAccounts('BCA 12345')).toEqual([]);
  });

  it('writes an account as each language reads it', () => {
    const account = { bank: 'BCA', number: '1234567890', holder: 'PT CrabClaw' };
    expect(formatBankAccount(account, 'id')).toBe('BCA 1234567890 a.n. PT CrabClaw');
    expect(formatBankAccount(account, 'en')).toBe('BCA 1234567890 (account holder: PT CrabClaw)');
    expect(formatBankAccount({ ...account, holder: null }, 'en')).toBe('BCA 1234567890');
  });

  it('turns a number into a wa.me link with the greeting', () => {
    expect(whatsAppNumber('0812-8800-2015')).toBe('6281288002015');
    expect(whatsAppNumber('+62 812 8800 2015')).toBe('6281288002015');
    expect(whatsAppNumber('12345')).toBeNull();
    expect(whatsAppLink('6281288002015', 'Halo CrabClaw & tim')).toBe(
      'https://wa.me/6281288002015?text=Halo%20CrabClaw%20%26%20tim',
    );
  });

  it('splits opening hours on lines, semicolons and commas but not inside a time', () => {
    expect(openingHoursLines('Senin-Jumat 08:00-17:00\nSabtu 08:00-12:00; Minggu tutup')).toEqual([
      'Senin-Jumat 08:00-17:00',
      'Sabtu 08:00-12:00',
      'Minggu tutup',
    ]);
    expect(openingHoursLines('Setiap hari 07.30-21.00 WIB')).toEqual(['Setiap hari 07.30-21.00 WIB']);
  });

  it('protects the codes of every fact and setting the shop reads, 001 to 013', () => {
    expect(SHOP_PARAMETER_CODES).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
      '007',
      '008',
      '009',
      '010',
      '011',
      '012',
      '013',
      '014',
      '015',
      '017',
    ]);
    expect(isShopParameterCode('008')).toBe(true);
    expect(isShopParameterCode('016')).toBe(false);
  });
});
