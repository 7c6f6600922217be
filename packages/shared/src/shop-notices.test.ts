import { describe, expect, it } from 'vitest';
import { AdminGeneralParameterCreateSchema } from './general-admin.ts';
import { invalidNoticeEmail, shopNoticeRecipients } from './shop-notices.ts';

describe('shop notice addresses', () => {
  it('sends to the addresses of 015, one per line or comma, each once; else to 003; else nowhere', () => {
    const shopEmail = { paramCode: '003', deskripsi: 'halo@toko.test' };
    expect(
      shopNoticeRecipients([
        shopEmail,
        { paramCode: '015', deskripsi: 'Gudang@Toko.test\nadmin@toko.test, gudang@toko.test; ' },
      ]),
    ).toEqual(['gudang@toko.test', 'admin@toko.test']);
    expect(shopNoticeRecipients([shopEmail, { paramCode: '015', deskripsi: '' }])).toEqual(['halo@toko.test']);
    expect(shopNoticeRecipients([{ paramCode: '003', deskripsi: 'kosong' }])).toEqual([]);
  });

  it('refuses a notice list with something that is no address, naming it, and leaves other codes alone', () => {
    expect(invalidNoticeEmail('a@toko.test\nbukan email')).toBe('bukan email');
    expect(invalidNoticeEmail('a@toko.test, b@toko.test')).toBeUndefined();
    const refused = AdminGeneralParameterCreateSchema.safeParse({
      paramCode: '015',
      paramName: 'Email pemberitahuan toko',
      deskripsi: 'a@toko.test, salah@',
    });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['deskripsi'] });
    expect(refused.error?.issues[0]?.message).toContain('general.noticeEmailsInvalid');
    const note = { paramCode: '016', paramName: 'Catatan', deskripsi: 'bukan email' };
    expect(AdminGeneralParameterCreateSchema.safeParse(note).success).toBe(true);
  });
});
