import { count, sql } from 'drizzle-orm';
import { sellingPrice, slugify } from '@crabclaw/shared';
import type { Executor } from '../db/client.ts';
import { bannerImages, banners, categories, generalParameters, products } from '../db/schema/index.ts';
import { loadSharp, storeImage } from '../modules/media/index.ts';
import { DEMO_BANNERS } from './demo-banners.ts';
import { DEMO_CATEGORIES, DEMO_GENERAL_PARAMETERS, PALETTES } from './demo-data.ts';
import { DEMO_CATEGORY_ENGLISH, DEMO_PRODUCT_ENGLISH, demoSaleUnit } from './demo-english.ts';
import { drawIllustration, type Illustration } from './illustrations.ts';

async function drawnPng(illustration: Illustration): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(drawIllustration(illustration)))
    .png()
    .toBuffer();
}

/** Draws an illustration once per seed run, however many products share it. */
function illustrationStore(executor: Executor) {
  const stored = new Map<string, Promise<string>>();
  return (illustration: Illustration, alt: string): Promise<string> => {
    const key = JSON.stringify(illustration);
    let id = stored.get(key);
    if (!id) {
      id = drawnPng(illustration).then((png) => storeImage(executor, png, alt));
      stored.set(key, id);
    }
    return id;
  };
}

/** A valid EAN-13 in the Indonesian GS1 range (899), so scanners in the warehouse accept it. */
export function barcodeFor(productNumber: number): string {
  const body = `899${String(100_000_000 + productNumber).slice(-9)}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * Fills an empty database with the demo catalogue: 7 categories, 65 products with drawn pictures,
 * the home carousel's banners (ids 4, 5, 6) and the contact parameters 001-004.
 * Does nothing when any category exists, so a shop's own data is never touched.
 */
export async function seedDemoCatalogue(db: Executor) {
  const [existing] = await db.select({ total: count() }).from(categories);
  if ((existing?.total ?? 0) > 0) return undefined;

  return db.transaction(async (tx) => {
    const picture = illustrationStore(tx);
    let productNumber = 0;
    for (const demo of DEMO_CATEGORIES) {
      const palettes = PALETTES[demo.creature];
      const [category] = await tx
        .insert(categories)
        .values({
          name: demo.name,
          nameEn: DEMO_CATEGORY_ENGLISH[demo.name]?.nameEn,
          slug: slugify(demo.name),
          description: demo.description,
          descriptionEn: DEMO_CATEGORY_ENGLISH[demo.name]?.descriptionEn,
          isPopular: demo.isPopular,
          imageId: await picture({ creature: demo.creature, condition: 'fresh', ...palettes[0]! }, demo.name),
        })
        .returning({ id: categories.id });
      const rows = await Promise.all(
        demo.products.map(
          async (
            [
              name,
              condition,
              status,
              originalPrice,
              discountPrice,
              weight,
              rating,
              totalSold,
              stock,
              location,
              isFeatured,
              description,
            ],
            i,
          ) => {
            productNumber += 1;
            return {
              categoryId: category!.id,
              name,
              nameEn: DEMO_PRODUCT_ENGLISH[name]?.[0],
              slug: slugify(name),
              description,
              descriptionEn: DEMO_PRODUCT_ENGLISH[name]?.[1],
              saleUnit: demoSaleUnit(name, weight),
              // The condition the picture is drawn in is how the product travels.
              handling: condition,
              status,
              originalPrice,
              discountPrice,
              price: sellingPrice(originalPrice, discountPrice),
              weight,
              rating,
              // The demo's sales are from before the shop went online: no order delivered them.
              totalSold,
              soldBeforeOnline: totalSold,
              location,
              stock,
              barcode: barcodeFor(productNumber),
              isFeatured,
              isPopular: totalSold >= 500,
              imageId: await picture({ creature: demo.creature, condition, ...palettes[i % palettes.length]! }, name),
            };
          },
        ),
      );
      await tx.insert(products).values(rows);
    }

    for (const { illustrations, ...banner } of DEMO_BANNERS) {
      await tx.insert(banners).values(banner);
      const imageIds = await Promise.all(illustrations.map((illustration) => picture(illustration, banner.title)));
      await tx
        .insert(bannerImages)
        .values(imageIds.map((mediaId, position) => ({ bannerId: banner.id, position, mediaId })));
    }
    // Banners were written with the ids the home carousel reads; new ones continue after them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('banners', 'id'), (select max(id) from banners))`);

    await tx.insert(generalParameters).values(DEMO_GENERAL_PARAMETERS);
    return { categories: DEMO_CATEGORIES.length, products: productNumber, banners: DEMO_BANNERS.length };
  });
}
