import { sellingPrice, slugify } from '@crabclaw/shared';
import type { Executor } from '../db/client.ts';
import { banners, categories, generalParameters, products } from '../db/schema/index.ts';

type NewCategory = typeof categories.$inferInsert;
type NewProduct = typeof products.$inferInsert;
type NewBanner = typeof banners.$inferInsert;

/** Small builders for integration tests: each test writes exactly the rows it reads. */
export async function insertCategory(db: Executor, values: Partial<NewCategory> & { name: string }) {
  const [row] = await db
    .insert(categories)
    .values({ slug: slugify(values.name), description: `${values.name} segar`, ...values })
    .returning();
  return row!;
}

export async function insertProduct(
  db: Executor,
  values: Partial<Omit<NewProduct, 'price'>> & { name: string; categoryId: number },
) {
  const originalPrice = values.originalPrice ?? 100_000;
  const discountPrice = values.discountPrice ?? 0;
  const [row] = await db
    .insert(products)
    .values({
      slug: slugify(values.name),
      description: `${values.name} pilihan`,
      weight: 1,
      location: 'Jakarta Utara',
      stock: 10,
      ...values,
      originalPrice,
      discountPrice,
      price: sellingPrice(originalPrice, discountPrice),
    })
    .returning();
  return row!;
}

const DAY = 24 * 60 * 60 * 1000;

export async function insertBanner(db: Executor, values: Partial<NewBanner> & { title: string }) {
  const [row] = await db
    .insert(banners)
    .values({
      subtitle: '',
      description: '',
      buttonText: 'Belanja',
      buttonLink: '/public/products',
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
      ...values,
    })
    .returning();
  return row!;
}

export async function insertGeneralParameters(db: Executor) {
  return db
    .insert(generalParameters)
    .values([
      { paramCode: '001', paramName: 'Alamat', deskripsi: 'Jl. Pluit Raya No. 88, Jakarta Utara' },
      { paramCode: '002', paramName: 'Telepon', deskripsi: '+62 812-8800-2015' },
      { paramCode: '003', paramName: 'Email', deskripsi: 'halo@crabclaw.co.id' },
      { paramCode: '004', paramName: 'Jam Operasional', deskripsi: 'Senin-Jumat 08:00-17:00 WIB' },
    ])
    .returning();
}
