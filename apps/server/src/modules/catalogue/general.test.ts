import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHOP_PARAMETER_CODES, type PaymentMethodId, type StaffRole } from '@crabclaw/shared';
import { catalogueChanges, generalParameters } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertGeneralParameters, insertProduct, orderPayload } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';

// Back-office general parameters (sections 2, 5, 7, 8; issue 10): the list, its writes, and the shop's
// facts (docs/shop-parameters.md) reaching the invoice.

const ctx = useTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

type Method = 'POST' | 'PUT' | 'DELETE';
const as = (staff: SignedIn, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
const signIn = (role: StaffRole = 'Manager') => signInAs(ctx.app, ctx.database.db, role);

async function insertParameter(paramCode: string, paramName: string, deskripsi: string) {
  const [row] = await ctx.database.db.insert(generalParameters).values({ paramCode, paramName, deskripsi }).returning();
  return row!;
}

const changesOf = (entityId: number) =>
  ctx.database.db
    .select()
    .from(catalogueChanges)
    .where(eq(catalogueChanges.entityId, entityId))
    .orderBy(asc(catalogueChanges.id));

describe('GET /api/general', () => {
  it('answers the plain list by code for the storefront, searched when asked', async () => {
    await insertGeneralParameters(ctx.database.db);
    await insertParameter('016', 'Kurir Es', 'Pengiriman dengan boks styrofoam');
    const all = (await get('/api/general')).json();
    expect(all.map((p: { paramCode: string }) => p.paramCode)).toEqual(['001', '002', '003', '004', '016']);
    expect((await get('/api/general?search=STYRO')).json().map((p: { paramCode: string }) => p.paramCode)).toEqual([
      '016',
    ]);
  });

  it('answers one page of the back-office list, searched by name, code or description in any case', async () => {
    await insertGeneralParameters(ctx.database.db);
    for (let i = 10; i < 22; i++) await insertParameter(String(i).padStart(3, '0'), `Catatan ${i}`, `Isi ${i}`);

    const first = (await get('/api/general?page=1')).json();
    expect(first).toMatchObject({ totalCount: 16, totalPages: 2, currentPage: 1, pageSize: 10, hasNextPage: true });
    expect(first.data).toHaveLength(10);
    const second = (await get('/api/general?page=2&pageSize=10')).json();
    expect(second.data.map((p: { paramCode: string }) => p.paramCode)).toEqual([
      '016',
      '017',
      '018',
      '019',
      '020',
      '021',
    ]);

    const byName = (await get('/api/general?page=1&search=catatan%2015')).json();
    expect(byName.data.map((p: { paramName: string }) => p.paramName)).toEqual(['Catatan 15']);
    const byCode = (await get('/api/general?page=1&search=002')).json();
    expect(byCode.data.map((p: { paramName: string }) => p.paramName)).toEqual(['Telepon']);
    const byText = (await get('/api/general?page=1&search=HALO@')).json();
    expect(byText).toMatchObject({ totalCount: 1, data: [{ paramCode: '003' }] });
    // A visitor's % is a letter, not a wildcard.
    expect((await get('/api/general?page=1&search=%25')).json().totalCount).toBe(0);
    expect((await get('/api/general?page=0')).statusCode).toBe(400);
    expect((await get('/api/general?page=1&pageSize=500')).statusCode).toBe(400);
  });

  it('reads one parameter with its version and whether the shop uses it, 404 for an unknown id', async () => {
    const [, phone] = await insertGeneralParameters(ctx.database.db);
    const other = await insertParameter('016', 'Catatan', 'Bebas');
    expect((await get(`/api/general/${phone!.id}`)).json()).toEqual({
      id: phone!.id,
      paramCode: '002',
      paramName: 'Telepon',
      deskripsi: '+62 812-8800-2015',
      version: 1,
      usedByShop: true,
    });
    expect((await get(`/api/general/${other.id}`)).json()).toMatchObject({ usedByShop: false });
    expect((await get('/api/general/999999')).statusCode).toBe(404);
    expect((await get('/api/general/abc')).statusCode).toBe(400);
  });

  it('keeps the report routes under /api/general apart from parameter ids', async () => {
    const manager = await signIn();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/general/kas', headers: manager.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('paramCode');
  });
});

describe('POST /api/general', () => {
  it('adds a parameter and records who added it', async () => {
    const manager = await signIn();
    const response = await as(manager, 'POST', '/api/general', {
      paramCode: '016',
      paramName: ' Kurir Es ',
      deskripsi: 'Pengiriman dengan boks styrofoam',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ paramCode: '016', paramName: 'Kurir Es', version: 1, usedByShop: false });
    expect((await get('/api/general')).json()).toEqual([
      { id: created.id, paramCode: '016', paramName: 'Kurir Es', deskripsi: 'Pengiriman dengan boks styrofoam' },
    ]);
    const [change] = await changesOf(created.id);
    expect(change).toMatchObject({
      entity: 'generalParameter',
      action: 'create',
      staffUserId: manager.id,
      changedBy: manager.username,
      changes: { paramCode: [null, '016'], paramName: [null, 'Kurir Es'] },
    });
  });

  it.each([
    [{ paramName: 'Nama', deskripsi: 'Isi' }, 'paramCode', 'Kode parameter harus diisi'],
    [{ paramCode: ' ', paramName: 'Nama', deskripsi: 'Isi' }, 'paramCode', 'Kode parameter harus diisi'],
    [
      { paramCode: '01', paramName: 'Nama', deskripsi: 'Isi' },
      'paramCode',
      'Kode parameter harus berupa 3 digit angka (contoh: 001)',
    ],
    [
      { paramCode: '0a1', paramName: 'Nama', deskripsi: 'Isi' },
      'paramCode',
      'Kode parameter harus berupa 3 digit angka (contoh: 001)',
    ],
    [
      { paramCode: '0001', paramName: 'Nama', deskripsi: 'Isi' },
      'paramCode',
      'Kode parameter harus berupa 3 digit angka (contoh: 001)',
    ],
    [{ paramCode: '016', paramName: '', deskripsi: 'Isi' }, 'paramName', 'Nama parameter harus diisi'],
    [
      { paramCode: '016', paramName: 'n'.repeat(101), deskripsi: 'Isi' },
      'paramName',
      'Nama parameter maksimal 100 karakter',
    ],
    [{ paramCode: '016', paramName: 'Nama' }, 'deskripsi', 'Deskripsi harus diisi'],
    [
      { paramCode: '016', paramName: 'Nama', deskripsi: 'd'.repeat(501) },
      'deskripsi',
      'Deskripsi maksimal 500 karakter',
    ],
  ])('refuses %j: %s says "%s"', async (payload, field, message) => {
    const manager = await signIn();
    const response = await as(manager, 'POST', '/api/general', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
    expect((await get('/api/general')).json()).toEqual([]);
  });

  it('takes a name of 100 and a description of 500 characters', async () => {
    const manager = await signIn();
    const response = await as(manager, 'POST', '/api/general', {
      paramCode: '099',
      paramName: 'n'.repeat(100),
      deskripsi: 'd'.repeat(500),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 409 for a code that is taken', async () => {
    await insertGeneralParameters(ctx.database.db);
    const manager = await signIn();
    const response = await as(manager, 'POST', '/api/general', {
      paramCode: '002',
      paramName: 'Telepon kedua',
      deskripsi: '021-555',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Kode parameter sudah dipakai',
      errors: { paramCode: 'Kode parameter sudah dipakai' },
    });
    expect((await get('/api/general')).json()).toHaveLength(4);
  });

  it('refuses a User (403) and a visitor (401), changing nothing', async () => {
    const user = await signIn('User');
    const body = { paramCode: '016', paramName: 'Nama', deskripsi: 'Isi' };
    expect((await as(user, 'POST', '/api/general', body)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/general',
          headers: { origin: user.headers.origin },
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
    expect((await get('/api/general')).json()).toEqual([]);
  });
});

describe('PUT /api/general/{id}', () => {
  it('saves an edit, moves the version on and records the changed fields', async () => {
    const [, phone] = await insertGeneralParameters(ctx.database.db);
    const manager = await signIn();
    const response = await as(manager, 'PUT', `/api/general/${phone!.id}`, {
      id: phone!.id,
      paramCode: '002',
      paramName: 'Telepon',
      deskripsi: '+62 21 555 0101',
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ deskripsi: '+62 21 555 0101', version: 2 });
    const [change] = await changesOf(phone!.id);
    expect(change).toMatchObject({
      action: 'update',
      changedBy: manager.username,
      changes: { deskripsi: ['+62 812-8800-2015', '+62 21 555 0101'] },
    });
  });

  it('keeps only e-mail addresses in the shop’s notice list (015), naming the one that is not, in the staff’s language', async () => {
    const notices = await insertParameter('015', 'Email pemberitahuan toko', '');
    const manager = await signIn();
    const edit = (deskripsi: string, language = 'id') =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/general/${notices.id}`,
        headers: { ...manager.headers, 'accept-language': language },
        payload: { paramCode: '015', paramName: 'Email pemberitahuan toko', deskripsi, version: 1 },
      });
    const refused = await edit('gudang@toko.test\nadmin toko');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.deskripsi).toBe(
      'Bukan alamat email yang valid: admin toko. Tulis satu alamat per baris atau pisahkan dengan koma.',
    );
    expect((await edit('a@b', 'en')).json().errors.deskripsi).toMatch(/^Not a valid e-mail address: a@b\./);
    const [unchanged] = await ctx.database.db
      .select()
      .from(generalParameters)
      .where(eq(generalParameters.id, notices.id));
    expect(unchanged).toMatchObject({ deskripsi: '', version: 1 });
    expect((await edit('gudang@toko.test, admin@toko.test')).statusCode).toBe(200);
  });

  it('tells the second of two editors that the parameter changed (409) and keeps the first one’s edit', async () => {
    const [, phone] = await insertGeneralParameters(ctx.database.db);
    const [first, second] = [await signIn(), await signIn()];
    const edit = (deskripsi: string) => ({ paramCode: '002', paramName: 'Telepon', deskripsi, version: 1 });
    expect((await as(first, 'PUT', `/api/general/${phone!.id}`, edit('021-111'))).statusCode).toBe(200);
    const late = await as(second, 'PUT', `/api/general/${phone!.id}`, edit('021-222'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Parameter ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
    );
    expect((await get(`/api/general/${phone!.id}`)).json()).toMatchObject({ deskripsi: '021-111', version: 2 });
    expect(await changesOf(phone!.id)).toHaveLength(1);
  });

  it('answers 409 for a code another parameter has, and for moving a code the shop reads', async () => {
    await insertGeneralParameters(ctx.database.db);
    const note = await insertParameter('016', 'Catatan', 'Bebas');
    const manager = await signIn();
    const taken = await as(manager, 'PUT', `/api/general/${note.id}`, {
      paramCode: '003',
      paramName: 'Catatan',
      deskripsi: 'Bebas',
      version: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ paramCode: 'Kode parameter sudah dipakai' });

    const [address] = await ctx.database.db
      .select()
      .from(generalParameters)
      .where(eq(generalParameters.paramCode, '001'));
    const moved = await as(manager, 'PUT', `/api/general/${address!.id}`, {
      paramCode: '016',
      paramName: 'Alamat',
      deskripsi: 'Jl. Baru',
      version: 1,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors).toEqual({ paramCode: 'Kode parameter ini dipakai toko dan tidak dapat diubah' });

    const renamed = await as(manager, 'PUT', `/api/general/${note.id}`, {
      paramCode: '016',
      paramName: 'Catatan',
      deskripsi: 'Bebas',
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('validates like create, and answers 404 for an unknown id and 400 for a body of another id', async () => {
    const [, phone] = await insertGeneralParameters(ctx.database.db);
    const manager = await signIn();
    const invalid = await as(manager, 'PUT', `/api/general/${phone!.id}`, {
      paramCode: '2',
      paramName: 'Telepon',
      deskripsi: '',
      version: 1,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      paramCode: 'Kode parameter harus berupa 3 digit angka (contoh: 001)',
      deskripsi: 'Deskripsi harus diisi',
    });
    const body = { paramCode: '002', paramName: 'Telepon', deskripsi: '021', version: 1 };
    expect((await as(manager, 'PUT', '/api/general/999999', body)).statusCode).toBe(404);
    expect((await as(manager, 'PUT', `/api/general/${phone!.id}`, { ...body, id: phone!.id + 1 })).statusCode).toBe(
      400,
    );
    const { version: _version, ...withoutVersion } = body;
    expect((await as(manager, 'PUT', `/api/general/${phone!.id}`, withoutVersion)).statusCode).toBe(400);
  });

  it('refuses a User (403)', async () => {
    const [, phone] = await insertGeneralParameters(ctx.database.db);
    const user = await signIn('User');
    const response = await as(user, 'PUT', `/api/general/${phone!.id}`, {
      paramCode: '002',
      paramName: 'Telepon',
      deskripsi: '021',
      version: 1,
    });
    expect(response.statusCode).toBe(403);
    expect((await get(`/api/general/${phone!.id}`)).json().deskripsi).toBe('+62 812-8800-2015');
  });
});

describe('DELETE /api/general/{id}', () => {
  it('deletes a parameter the shop does not read and records it', async () => {
    const note = await insertParameter('016', 'Catatan', 'Bebas');
    const manager = await signIn();
    expect((await as(manager, 'DELETE', `/api/general/${note.id}`)).statusCode).toBe(204);
    expect((await get(`/api/general/${note.id}`)).statusCode).toBe(404);
    const [change] = await changesOf(note.id);
    expect(change).toMatchObject({ action: 'delete', changes: { paramCode: ['016', null] } });
    expect((await as(manager, 'DELETE', `/api/general/${note.id}`)).statusCode).toBe(404);
  });

  it.each(SHOP_PARAMETER_CODES)(
    'keeps parameter %s, which the shop reads (409), not even for an Admin',
    async (paramCode) => {
      const row = await insertParameter(paramCode, `Parameter ${paramCode}`, '1');
      const admin = await signIn('Admin');
      const response = await as(admin, 'DELETE', `/api/general/${row.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Parameter ini dipakai toko dan tidak dapat dihapus');
      expect((await get(`/api/general/${row.id}`)).statusCode).toBe(200);
      expect(await changesOf(row.id)).toEqual([]);
    },
  );

  it('refuses a User (403)', async () => {
    const note = await insertParameter('016', 'Catatan', 'Bebas');
    const user = await signIn('User');
    expect((await as(user, 'DELETE', `/api/general/${note.id}`)).statusCode).toBe(403);
    expect((await get(`/api/general/${note.id}`)).statusCode).toBe(200);
  });
});

describe('the payment parameters (005, 008, 009, 012, 013)', () => {
  const accounts = (deskripsi: string, version = 1) => ({
    paramCode: '008',
    paramName: 'Rekening bank',
    deskripsi,
    version,
  });

  it('refuses a Manager (403) an edit of the bank accounts, changing and logging nothing', async () => {
    const row = await insertParameter('008', 'Rekening bank', 'BCA 1234567890 a.n. PT Laut');
    const manager = await signIn('Manager');
    const refused = await as(manager, 'PUT', `/api/general/${row.id}`, accounts('BCA 9999999999 a.n. Penipu'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Hanya Owner dan Admin yang dapat mengubah parameter pembayaran (rekening bank, batas waktu pembayaran, WhatsApp).',
    );
    expect((await get(`/api/general/${row.id}`)).json()).toMatchObject({ deskripsi: 'BCA 1234567890 a.n. PT Laut' });
    expect(await changesOf(row.id)).toEqual([]);
  });

  it.each(['005', '009', '012', '013'])('refuses a Manager an edit of %s, and its creation', async (paramCode) => {
    const manager = await signIn('Manager');
    const body = { paramCode, paramName: 'Pembayaran', deskripsi: '1' };
    expect((await as(manager, 'POST', '/api/general', body)).statusCode).toBe(403);
    const row = await insertParameter(paramCode, 'Pembayaran', '1');
    expect(
      (await as(manager, 'PUT', `/api/general/${row.id}`, { ...body, deskripsi: '2', version: 1 })).statusCode,
    ).toBe(403);
    expect((await as(manager, 'DELETE', `/api/general/${row.id}`)).statusCode).toBe(403);
  });

  it('refuses a Manager moving a note onto a payment code', async () => {
    const note = await insertParameter('016', 'Catatan', 'Bebas');
    const manager = await signIn('Manager');
    const moved = await as(manager, 'PUT', `/api/general/${note.id}`, {
      paramCode: '012',
      paramName: 'Catatan',
      deskripsi: 'Bebas',
      version: 1,
    });
    expect(moved.statusCode).toBe(403);
  });

  it.each(['Owner', 'Admin'] as const)('lets an %s change the bank accounts', async (role) => {
    const row = await insertParameter('008', 'Rekening bank', 'BCA 1234567890 a.n. PT Laut');
    const staff = await signIn(role);
    const saved = await as(staff, 'PUT', `/api/general/${row.id}`, accounts('BNI 0987654321 a.n. PT Laut'));
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('GET /api/general/{id}/changes', () => {
  it('lists who changed a parameter and when, newest first, with each field before and after', async () => {
    const note = await insertParameter('016', 'Catatan', 'Lama');
    const [first, second] = [await signIn('Manager'), await signIn('Admin')];
    const edit = (deskripsi: string, version: number) => ({
      paramCode: '016',
      paramName: 'Catatan',
      deskripsi,
      version,
    });
    expect((await as(first, 'PUT', `/api/general/${note.id}`, edit('Tengah', 1))).statusCode).toBe(200);
    expect((await as(second, 'PUT', `/api/general/${note.id}`, edit('Baru', 2))).statusCode).toBe(200);

    const reader = await signIn('User');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/general/${note.id}/changes`,
      headers: reader.headers,
    });
    expect(response.statusCode).toBe(200);
    const changes = response.json();
    expect(changes).toEqual([
      {
        changedAt: expect.any(String),
        changedBy: second.username,
        action: 'update',
        changes: { deskripsi: { before: 'Tengah', after: 'Baru' } },
      },
      {
        changedAt: expect.any(String),
        changedBy: first.username,
        action: 'update',
        changes: { deskripsi: { before: 'Lama', after: 'Tengah' } },
      },
    ]);
    expect(Date.parse(changes[0].changedAt)).toBeGreaterThanOrEqual(Date.parse(changes[1].changedAt));
  });

  it('is for signed-in staff only (401), and 400 for an id that is not one', async () => {
    const note = await insertParameter('016', 'Catatan', 'Lama');
    expect((await get(`/api/general/${note.id}/changes`)).statusCode).toBe(401);
    const reader = await signIn('User');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/general/abc/changes', headers: reader.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the shop’s facts on the invoice', () => {
  async function placeOrder(paymentMethod: PaymentMethodId) {
    const category = await insertCategory(ctx.database.db, { name: 'Kepiting' });
    const crab = await insertProduct(ctx.database.db, { name: 'Kepiting Bakau', categoryId: category.id, stock: 5 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/create',
      payload: orderPayload([{ productId: crab.id, quantity: 1 }], paymentMethod),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { orderId, accessToken } = response.json().data;
    return async () => {
      const invoice = await get(`/api/Orders/${orderId}/invoice?token=${accessToken}`);
      expect(invoice.statusCode, invoice.body).toBe(200);
      return pdfText(invoice.rawPayload).replace(/\s+/g, ' ');
    };
  }
  const squeezed = (text: string) => text.replace(/\s+/g, '');

  it('names the bank accounts staff set in parameter 008, as they are when the invoice is read', async () => {
    await insertGeneralParameters(ctx.database.db);
    const accounts = await insertParameter('008', 'Rekening bank', 'BCA 555 111 2222 a.n. PT Uji Laut');
    const invoiceText = await placeOrder('bank_transfer');
    expect(squeezed(await invoiceText())).toContain(
      squeezed('Transfer total pesanan ke BCA 555 111 2222 a.n. PT Uji Laut'),
    );

    const admin = await signIn('Admin');
    const edited = await as(admin, 'PUT', `/api/general/${accounts.id}`, {
      paramCode: '008',
      paramName: 'Rekening bank',
      deskripsi: 'Mandiri 123-000-999-1 a.n. PT Uji Samudra\nBNI 0987654321 a.n. PT Uji Samudra',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    const text = squeezed(await invoiceText());
    expect(text).toContain(
      squeezed('Mandiri 123-000-999-1 a.n. PT Uji Samudra atau BNI 0987654321 a.n. PT Uji Samudra'),
    );
    expect(text).not.toContain('5551112222');
  });

  it('promises the account details instead of inventing one when 008 is not set', async () => {
    await insertGeneralParameters(ctx.database.db);
    const text = squeezed(await (await placeOrder('bank_transfer'))());
    expect(text).toContain(squeezed('Staf kami akan mengirimkan nomor rekening tujuan transfer'));
    expect(text).not.toMatch(/BCA/);
  });
});
