import { eq } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueChanges, media, orderItems, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertOrder, insertProduct, orderPayload } from '../../test/fixtures.ts';
import { inEnglish, signInAs, type SignedIn } from '../../test/staff.ts';
import { multipartFile } from '../../test/multipart.ts';

const ctx = useTestApp();
let manager: SignedIn;
let categoryId: number;

beforeEach(async () => {
  manager = inEnglish(await signInAs(ctx.app, ctx.database.db, 'Manager'));
  categoryId = (await insertCategory(ctx.database.db, { name: 'Kepiting' })).id;
});

/** An order with one line naming the product, written straight into the orders module's tables. */
const insertOrderOf = (productId: number, productName: string) =>
  insertOrder(ctx.database.db, { lines: [{ productId, productName, unitPrice: 100_000 }] });

const validProduct = () => ({
  productName: 'Kepiting Bakau Super',
  categoryId,
  description: 'Kepiting bakau hidup dari Kalimantan',
  weight: 1.5,
  location: 'Jakarta Utara',
  originalPrice: 300_000,
  discountPrice: 250_000,
  rating: 4.5,
  soldBeforeOnline: 3,
  productStatus: 'Fresh',
  saleUnit: 'pack',
  handling: 'live',
  stock: 12,
});

const createProduct = (payload: Record<string, unknown>, who: SignedIn = manager) =>
  ctx.app.inject({ method: 'POST', url: '/api/Product', headers: who.headers, payload });

function multipart(bytes: Buffer, filename: string, contentType: string) {
  const body = multipartFile(bytes, filename, contentType);
  return { payload: body.payload, headers: { ...manager.headers, ...body.headers } };
}

const upload = (bytes: Buffer, filename = 'kepiting.jpg', contentType = 'image/jpeg') =>
  ctx.app.inject({ method: 'POST', url: '/api/Product/upload-image', ...multipart(bytes, filename, contentType) });

/** A 1-bit greyscale PNG written by hand: 20000 x 20000 pixels of black deflate to some 60 KB. */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth 1, colour type 0 (greyscale), default compression, filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e4572e' } })
    .jpeg()
    .toBuffer();

describe('product validation (back-office.md section 5)', () => {
  it.each([
    [{ productName: undefined }, 'productName', 'Product name is required'],
    [{ productName: 'K' }, 'productName', 'Product name must be at least 2 characters'],
    [{ categoryId: undefined }, 'categoryId', 'Category is required'],
    [{ categoryId: 0 }, 'categoryId', 'Category is required'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ description: 'Pendek' }, 'description', 'Description must be at least 10 characters'],
    [{ weight: undefined }, 'weight', 'Weight is required'],
    [{ weight: 0.05 }, 'weight', 'Weight must be greater than 0'],
    [{ location: ' ' }, 'location', 'Location is required'],
    [{ originalPrice: undefined }, 'originalPrice', 'Original price is required'],
    [{ originalPrice: -1 }, 'originalPrice', 'Price must be 0 or greater'],
    [{ originalPrice: 3_000_000_000 }, 'originalPrice', 'Price is too large'],
    [{ discountPrice: undefined }, 'discountPrice', 'Discount price is required'],
    [{ discountPrice: -5 }, 'discountPrice', 'Price must be 0 or greater'],
    [{ discountPrice: 400_000 }, 'discountPrice', 'Discount price cannot be higher than original price'],
    [{ rating: -0.1 }, 'rating', 'Rating must be 0 or greater'],
    [{ rating: 5.1 }, 'rating', 'Rating cannot exceed 5'],
    [{ soldBeforeOnline: -1 }, 'soldBeforeOnline', 'Sold before the shop went online must be 0 or greater'],
    [{ featuredPosition: 7 }, 'featuredPosition', 'Featured place must be a whole number from 1 to 6'],
    [{ productStatus: undefined }, 'productStatus', 'Product status is required'],
    [{ productStatus: 'Busuk' }, 'productStatus', 'Unknown product status'],
    [{ stock: -1 }, 'stock', 'Stock must be 0 or greater'],
    [{ stock: 1.5 }, 'stock', 'Stock must be a whole number'],
    [{ saleUnit: 'box' }, 'saleUnit', 'Sale unit must be kg, pack or piece'],
    [{ handling: 'busuk' }, 'handling', 'Choose a handling: Live, Fresh, Frozen or Dry'],
  ])('refuses %o: %s says "%s"', async (patch, field, message) => {
    const response = await createProduct({ ...validProduct(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await ctx.database.db.select().from(products)).toHaveLength(0);
  });

  it('lists every broken rule at once: a short name and a discount above the original price', async () => {
    const { originalPrice: _, ...rest } = validProduct();
    for (const prices of [{ originalPrice: 300_000 }, { price: 300_000 }]) {
      const response = await createProduct({ ...rest, ...prices, productName: 'K', discountPrice: 400_000 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        productName: 'Product name must be at least 2 characters',
        discountPrice: 'Discount price cannot be higher than original price',
      });
    }
    expect(await ctx.database.db.select().from(products)).toHaveLength(0);
  });

  it('refuses a category that does not exist', async () => {
    const response = await createProduct({ ...validProduct(), categoryId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.categoryId).toBe('The category does not exist');
  });
});

describe('POST /api/Product', () => {
  it('creates a product with a unique slug, logs it and shows it on the storefront', async () => {
    await insertProduct(ctx.database.db, { name: 'Kepiting Bakau Super', categoryId });
    const response = await createProduct(validProduct());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      productName: 'Kepiting Bakau Super',
      slug: 'kepiting-bakau-super-2',
      price: 250_000,
      saleUnit: 'pack',
      handling: 'live',
      stock: 12,
      version: 1,
    });
    const [change] = await ctx.database.db
      .select()
      .from(catalogueChanges)
      .where(eq(catalogueChanges.entityId, created.productId));
    expect(change).toMatchObject({ entity: 'product', action: 'create', changedBy: manager.username });
    expect((change!.changes as Record<string, unknown>).name).toEqual([null, 'Kepiting Bakau Super']);
    const page = await ctx.app.inject({ method: 'GET', url: `/product/kepiting/${created.slug}` });
    expect(page.statusCode).toBe(200);
  });

  it('takes no rating as none and the starting figure as the sold count, never a sold count typed in', async () => {
    const { rating: _rating, ...unrated } = validProduct();
    const response = await createProduct({ ...unrated, soldBeforeOnline: 40, totalSold: 9_999 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ rating: null, totalSold: 40, soldBeforeOnline: 40 });
    const { productId, version } = response.json();
    // Ten units delivered since; the figure corrected to 25 keeps them.
    await ctx.database.db.update(products).set({ totalSold: 50 }).where(eq(products.id, productId));
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Product/${productId}`,
      headers: manager.headers,
      payload: { ...unrated, rating: '', soldBeforeOnline: 25, isUnggulan: true, featuredPosition: 2, version },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: null, totalSold: 35, soldBeforeOnline: 25, featuredPosition: 2 });
  });

  it("accepts the spec's spellings (categoryID, price, image) and a urlencoded form", async () => {
    const { categoryId: id, originalPrice, ...rest } = validProduct();
    const json = await createProduct({ ...rest, categoryID: id, price: originalPrice, productName: 'Udang Windu' });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ categoryId: id, originalPrice });
    const fields = { ...validProduct(), productName: 'Lobster Mutiara', isPopular: 'true' };
    const form = new URLSearchParams(
      Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const urlencoded = await ctx.app.inject({
      method: 'POST',
      url: '/api/Product',
      headers: { ...manager.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(urlencoded.statusCode).toBe(201);
    expect(urlencoded.json()).toMatchObject({ productName: 'Lobster Mutiara', weight: 1.5, isPopular: true });
  });

  it('takes a data URL picture through the upload processing and stores no base64', async () => {
    const dataUrl = `data:image/jpeg;base64,${(await photo(1600, 1200)).toString('base64')}`;
    const response = await createProduct({ ...validProduct(), imageUrl: dataUrl });
    expect(response.statusCode).toBe(201);
    const { imageKey, images } = response.json();
    expect(imageKey).toMatch(/^[0-9a-f]{32}$/);
    const large = await ctx.app.inject({ method: 'GET', url: images.large });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    const [row] = await ctx.database.db.select().from(products);
    expect(JSON.stringify(row)).not.toContain('base64');
  });

  it('answers 409 for a barcode another product has', async () => {
    await insertProduct(ctx.database.db, { name: 'Rajungan', categoryId, barcode: '8991234567890' });
    const response = await createProduct({ ...validProduct(), barcode: '8991234567890' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.barcode).toBe('Another product already has this barcode');
  });

  it('is refused to a User (403), who still reads the staff list', async () => {
    const user = await signInAs(ctx.app, ctx.database.db, 'User');
    expect((await createProduct(validProduct(), user)).statusCode).toBe(403);
    await insertProduct(ctx.database.db, { name: 'Rajungan', categoryId });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/Product/admin?search=rajung',
      headers: user.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalCount: 1, data: [{ productName: 'Rajungan', version: 1 }] });
  });
});

describe('GET /api/Product/admin', () => {
  it('searches name, English name, description, location, barcode and category name, whatever the case', async () => {
    const db = ctx.database.db;
    const shrimp = await insertCategory(db, { name: 'Udang' });
    const fields = { location: 'Jakarta Utara', description: 'Segar dari tambak' };
    await insertProduct(db, { name: 'Kepiting Bakau', categoryId, ...fields });
    await insertProduct(db, { name: 'Vaname', nameEn: 'Whiteleg Shrimp', categoryId: shrimp.id, ...fields });
    await insertProduct(db, { name: 'Rajungan', categoryId, ...fields, location: 'Lampung Timur' });
    await insertProduct(db, { name: 'Soka', categoryId, ...fields, description: 'Kulit lunak dari Sumbawa' });
    await insertProduct(db, { name: 'Kerang Hijau', categoryId, ...fields, barcode: '8991234567890' });
    await insertProduct(db, { name: 'Cumi 50% Hemat', categoryId, ...fields });
    await insertProduct(db, { name: 'Cumi 500 g', categoryId, ...fields });
    await insertProduct(db, { name: 'Vaname Lama', categoryId: shrimp.id, ...fields, deletedAt: new Date() });
    const searched = async (search: string, paging = 'sort=name_asc') => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/Product/admin?${paging}&search=${encodeURIComponent(search)}`,
        headers: manager.headers,
      });
      return response.json();
    };
    const found = async (search: string) => {
      const page = await searched(search);
      expect(page.totalCount).toBe(page.data.length);
      return page.data.map((p: { productName: string }) => p.productName);
    };
    expect(await found('BAKAU')).toEqual(['Kepiting Bakau']);
    expect(await found('whiteleg')).toEqual(['Vaname']);
    expect(await found('SUMBAWA')).toEqual(['Soka']);
    expect(await found('lampung')).toEqual(['Rajungan']);
    expect(await found('4567')).toEqual(['Kerang Hijau']);
    expect(await found('udang')).toEqual(['Vaname']);
    expect(await found('50%')).toEqual(['Cumi 50% Hemat']);
    expect(await found('OK')).toEqual(['Soka']);
    expect(await found('tambak')).toEqual([
      'Cumi 50% Hemat',
      'Cumi 500 g',
      'Kepiting Bakau',
      'Kerang Hijau',
      'Rajungan',
      'Vaname',
    ]);
    // Sorted and paged across every match, not only the page.
    const secondPage = await searched('tambak', 'sort=name_desc&pageSize=4&page=2');
    expect(secondPage).toMatchObject({ totalCount: 6, totalPages: 2, currentPage: 2 });
    expect(secondPage.data.map((p: { productName: string }) => p.productName)).toEqual([
      'Cumi 500 g',
      'Cumi 50% Hemat',
    ]);
    // A page past the matches still says how many there are; a search that matches nothing, none.
    expect(await searched('tambak', 'sort=name_desc&pageSize=4&page=3')).toMatchObject({ data: [], totalCount: 6 });
    expect(await searched('tidak ada')).toMatchObject({ data: [], totalCount: 0, totalPages: 0 });
  });
});

describe('PUT /api/Product/:id', () => {
  const update = (id: number, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/Product/${id}`, headers: manager.headers, payload });

  it('tells the second of two editors that the product changed, and writes nothing for them', async () => {
    const created = (await createProduct(validProduct())).json();
    const first = await update(created.productId, { ...validProduct(), originalPrice: 320_000, version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ originalPrice: 320_000, version: 2 });
    const second = await update(created.productId, { ...validProduct(), location: 'Bandung', version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This product was changed by someone else; reload to see their changes');
    const [row] = await ctx.database.db.select().from(products);
    expect(row).toMatchObject({ originalPrice: 320_000, location: 'Jakarta Utara', version: 2 });
  });

  it('redirects the old URL of a renamed product and logs the change', async () => {
    const created = (await createProduct(validProduct())).json();
    const renamed = await update(created.productId, { ...validProduct(), productName: 'Kepiting Raja', version: 1 });
    expect(renamed.json().slug).toBe('kepiting-raja');
    const old = await ctx.app.inject({ method: 'GET', url: '/product/kepiting/kepiting-bakau-super' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/product/kepiting/kepiting-raja');
    const bySlug = await ctx.app.inject({ method: 'GET', url: '/api/Product/by-slug/kepiting/kepiting-bakau-super' });
    expect(bySlug.json()).toMatchObject({ productId: created.productId, slug: 'kepiting-raja' });
    const changes = await ctx.database.db.select().from(catalogueChanges).where(eq(catalogueChanges.action, 'update'));
    expect(changes[0]!.changes).toMatchObject({
      name: ['Kepiting Bakau Super', 'Kepiting Raja'],
      slug: ['kepiting-bakau-super', 'kepiting-raja'],
    });
  });

  it('keeps a low-stock threshold a body leaves out, clears it when sent empty, and refuses a negative one', async () => {
    const created = (await createProduct({ ...validProduct(), lowStockThreshold: '20' })).json();
    expect(created.lowStockThreshold).toBe(20);
    const kept = await update(created.productId, validProduct());
    expect(kept.json().lowStockThreshold).toBe(20);
    const cleared = await update(created.productId, { ...validProduct(), lowStockThreshold: '' });
    expect(cleared.json().lowStockThreshold).toBeNull();
    const negative = await update(created.productId, { ...validProduct(), lowStockThreshold: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.lowStockThreshold).toBe(
      'The low-stock threshold must be a whole number, 0 or greater',
    );
  });

  it('answers 404 for an unknown product', async () => {
    expect((await update(987_654, validProduct())).statusCode).toBe(404);
  });
});

describe('DELETE /api/Product/:id', () => {
  const remove = (id: number | string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/Product/${id}`, headers: manager.headers });

  it('hides a product that orders refer to: the orders keep their lines, the shop no longer shows it', async () => {
    const product = await insertProduct(ctx.database.db, { name: 'Rajungan Hidup', categoryId });
    const order = await insertOrderOf(product.id, 'Rajungan Hidup');
    const response = await remove(product.id);
    expect(response.json()).toMatchObject({ hidden: true });
    const [line] = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ productId: product.id, productName: 'Rajungan Hidup' });
    for (const url of [
      `/api/Product/${product.id}`,
      '/product/kepiting/rajungan-hidup',
      `/api/Product/admin/${product.id}`,
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: manager.headers })).statusCode).toBe(404);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Product?search=rajungan' });
    expect(list.json()).toEqual([]);
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('rajungan-hidup');
    const reorder = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/create',
      payload: orderPayload([{ productId: product.id, quantity: 1 }], 'cod'),
    });
    expect(reorder.statusCode).toBe(409);
    expect((await remove(product.id)).statusCode).toBe(404);
  });

  it('removes a product no order refers to, and logs who did', async () => {
    const product = await insertProduct(ctx.database.db, { name: 'Kerang Hijau', categoryId });
    expect((await remove(product.id)).json()).toMatchObject({ hidden: false });
    expect(await ctx.database.db.select().from(products)).toHaveLength(0);
    const [change] = await ctx.database.db.select().from(catalogueChanges);
    expect(change).toMatchObject({ action: 'delete', entityId: product.id, staffUserId: manager.id });
  });

  it("refuses an id that is not a positive number with the spec's message", async () => {
    const response = await remove(0);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.id).toBe('Invalid product ID provided for deletion');
  });
});

describe('POST /api/Product/upload-image', () => {
  it('refuses a text file named .jpg, naming it', async () => {
    const response = await upload(Buffer.from('hello, I am not a picture'), 'catatan.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(400);
    const notPicture = 'catatan.jpg is not a picture. Please choose a JPEG, PNG, GIF or WebP file.';
    expect(response.json()).toMatchObject({ message: notPicture, errors: { file: notPicture } });
    expect(await ctx.database.db.select().from(media)).toHaveLength(0);
  });

  it('answers 400 to a multipart body its parser cannot read, and stores nothing', async () => {
    const cut = multipart(await photo(10, 10), 'a.jpg', 'image/jpeg');
    const bodies = [
      { payload: cut.payload.subarray(0, cut.payload.length - 40), type: cut.headers['content-type'] },
      {
        payload: Buffer.from('--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'),
        type: 'multipart/form-data; boundary=zzz',
      },
      { payload: Buffer.from('garbage garbage'), type: 'multipart/form-data' },
    ];
    for (const { payload, type } of bodies) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/Product/upload-image',
        payload,
        headers: { ...manager.headers, 'content-type': type },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('request.malformed');
    }
    expect(await ctx.database.db.$count(media)).toBe(0);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const response = await upload(Buffer.alloc(11 * 1024 * 1024, 1), 'besar.jpg');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File size must be less than 10MB');
  });

  it('refuses a 20000 x 20000 PNG (a decompression bomb) before decoding it', async () => {
    const bomb = blackPng(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(10 * 1024 * 1024);
    const response = await upload(bomb, 'bom.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('too many pixels');
  });

  it('turns an EXIF-rotated JPEG upright, strips its metadata and bounds it to 800 px', async () => {
    // Stored 1200 wide and 600 high, with orientation 6: it shows 600 wide and 1200 high.
    const rotated = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1d6fa5' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const response = await upload(rotated);
    expect(response.statusCode).toBe(201);
    const { imageKey, imageUrl } = response.json();
    expect(imageUrl).toBe(`/media/${imageKey}/card.webp`);
    const jpeg = await ctx.app.inject({ method: 'GET', url: `/media/${imageKey}/jpeg.jpg` });
    const metadata = await sharp(jpeg.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 400, height: 800 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('is refused to a User', async () => {
    const user = await signInAs(ctx.app, ctx.database.db, 'User');
    const { payload, headers } = multipart(await photo(10, 10), 'a.jpg', 'image/jpeg');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Product/upload-image',
      payload,
      headers: { ...headers, cookie: user.headers.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
