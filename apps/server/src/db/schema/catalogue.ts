import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { media } from './media.ts';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  priceRangeStart: integer('price_range_start').notNull().default(0),
  priceRangeEnd: integer('price_range_end').notNull().default(0),
  isPopular: boolean('is_popular').notNull().default(false),
  imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    status: text('status').notNull().default('Fresh'),
    originalPrice: integer('original_price').notNull(),
    discountPrice: integer('discount_price').notNull().default(0),
    /** What a unit costs now; kept in step with the two prices so the database can filter and sort on it. */
    price: integer('price').notNull(),
    weight: doublePrecision('weight').notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    totalSold: integer('total_sold').notNull().default(0),
    location: text('location').notNull(),
    stock: integer('stock').notNull().default(0),
    barcode: text('barcode').unique(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    tags: text('tags').notNull().default(''),
    imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_price_idx').on(t.price),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    description: text('description').notNull(),
    buttonText: text('button_text').notNull(),
    buttonLink: text('button_link').notNull(),
    bannerType: text('banner_type').notNull().default('HERO'),
    position: text('position').notNull().default('TOP'),
    displayOrder: integer('display_order').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(true),
    tags: text('tags').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull().default('Admin'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('banners_display_order_idx').on(t.displayOrder)],
);

export const bannerImages = pgTable(
  'banner_images',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.position] })],
);

export const generalParameters = pgTable(
  'general_parameters',
  {
    id: serial('id').primaryKey(),
    paramCode: text('param_code').notNull(),
    paramName: text('param_name').notNull(),
    deskripsi: text('deskripsi').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('general_parameters_code_idx').on(t.paramCode)],
);
