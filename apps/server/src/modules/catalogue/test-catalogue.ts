import { eq } from 'drizzle-orm';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { products } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/app.ts';
import { insertCategory, insertProduct } from '../../test/fixtures.ts';
import { signInAs } from '../../test/staff.ts';

// What the catalogue's cache tests share: a category of crabs, a price edit as staff send it, a change behind the shop's back.

export async function seedCrabs({ database: { db } }: TestContext) {
  const crabs = await insertCategory(db, { name: 'Kepiting', nameEn: 'Crab' });
  const mudCrab = await insertProduct(db, {
    name: 'Kepiting Bakau Hidup',
    nameEn: 'Live Mud Crab',
    categoryId: crabs.id,
    originalPrice: 285_000,
    discountPrice: 259_000,
    stock: 10,
    isFeatured: true,
  });
  const softShell = await insertProduct(db, { name: 'Kepiting Soka Beku', categoryId: crabs.id, stock: 4 });
  return { crabs, mudCrab, softShell };
}

/** The product edit form, as the back office sends it, with new prices. */
function editedProduct(product: typeof products.$inferSelect, originalPrice: number, discountPrice: number) {
  return {
    productName: product.name,
    categoryId: product.categoryId,
    description: product.description,
    weight: product.weight,
    location: product.location,
    originalPrice,
    discountPrice,
    rating: product.rating,
    soldBeforeOnline: product.soldBeforeOnline,
    productStatus: product.status,
    stock: product.stock,
  };
}

export async function editPrice(
  { app, database }: TestContext,
  product: typeof products.$inferSelect,
  originalPrice: number,
  discountPrice = 0,
) {
  const manager = await signInAs(app, database.db, 'Manager');
  const response = await app.inject({
    method: 'PUT',
    url: `/api/Product/${product.id}`,
    headers: manager.headers,
    payload: editedProduct(product, originalPrice, discountPrice),
  });
  expect(response.statusCode).toBe(200);
}

/** Renames a product behind the shop's back: a cached answer still shows the old name, a fresh one the new. */
export const renameInDatabase = (
  { database }: TestContext,
  id: number,
  names: Partial<Pick<typeof products.$inferSelect, 'name' | 'nameEn'>>,
) => database.db.update(products).set(names).where(eq(products.id, id));

/** Status, headers as sent (Date aside, and X-Request-Id without its value, new each time) and body bytes of one request over HTTP. */
export const fetchRaw = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: string[]; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const pairs = response.rawHeaders.flatMap((value, index, all) => {
          if (index % 2 === 1 || value.toLowerCase() === 'date') return [];
          return [`${value}: ${value.toLowerCase() === 'x-request-id' ? '(one per request)' : all[index + 1]}`];
        });
        resolve({ status: response.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });

/**
 * The app on the test's database listening on a port of its own, for what only a request over HTTP shows
 * (hits answered by the HTTP server before Fastify); closed after each test. Call it in a describe block.
 */
export function servedOverHttp(ctx: TestContext): () => Promise<string> {
  let served: App | undefined;
  afterEach(async () => {
    await served?.close();
    served = undefined;
  });
  return async () => {
    served = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: ctx.database,
      logger: false,
      backgroundJobs: false,
    });
    await served.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(served.server.address() as AddressInfo).port}`;
  };
}
