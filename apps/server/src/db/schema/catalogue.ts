import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.ts';
import { DEFAULT_HANDLING, HANDLING_CLASSES, PRODUCT_STATUSES, SALE_UNITS } from '@crabclaw/shared';
import { media } from './media.ts';
import { staffUsers } from './staff.ts';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** English texts, shown in English mode where present; the Indonesian ones otherwise. */
  nameEn: text('name_en'),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  descriptionEn: text('description_en'),
  /** Bumped by every edit: an editor saving over a newer version is told instead of overwriting it. */
  version: integer('version').notNull().default(1),
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
    nameEn: text('name_en'),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    descriptionEn: text('description_en'),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('Fresh'),
    /** How the price is meant: per kg, per pack of `weight` kg, or per piece (about `weight` kg). */
    saleUnit: text('sale_unit', { enum: SALE_UNITS }).notNull().default('kg'),
    /** How it travels (issue 27): live and fresh go only with the Fresh Courier, inside the delivery area. */
    handling: text('handling', { enum: HANDLING_CLASSES }).notNull().default(DEFAULT_HANDLING),
    version: integer('version').notNull().default(1),
    /** Set when a product that orders refer to is deleted: it leaves the shop, the orders keep their lines. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    originalPrice: integer('original_price').notNull(),
    discountPrice: integer('discount_price').notNull().default(0),
    /** What a unit costs now; kept in step with the two prices so the database can filter and sort on it. */
    price: integer('price').notNull(),
    weight: doublePrecision('weight').notNull(),
    /** Typed by staff when the product has one; null shows no stars (issue 23). */
    rating: doublePrecision('rating'),
    /**
     * Units sold: soldBeforeOnline plus the units of the product's delivered orders, kept by the order's
     * status change (decision 029).
     */
    totalSold: integer('total_sold').notNull().default(0),
    /** Units sold before the shop went online, entered once by staff; part of totalSold. */
    soldBeforeOnline: integer('sold_before_online').notNull().default(0),
    location: text('location').notNull(),
    stock: integer('stock').notNull().default(0),
    /** At or below this stock, in the sale unit, the dashboard lists the product as low; null: parameter 014. */
    lowStockThreshold: integer('low_stock_threshold'),
    barcode: text('barcode').unique(),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The place (1 to 6) staff chose for a featured product on the home page; null takes the next free one. */
    featuredPosition: integer('featured_position'),
    isPopular: boolean('is_popular').notNull().default(false),
    tags: text('tags').notNull().default(''),
    imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
    /**
     * What the storefront search reads, in lower case: name, English name and description, one a line.
     * Kept by the database; one trigram index serves it, and LIKE on it costs a third of ILIKE on the three
     * columns (decision 014).
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${products.name} || E'\\n' || coalesce(${products.nameEn}, '') || E'\\n' || ${products.description})`,
    ),
    ...timestamps,
  },
  (t) => {
    // Storefront reads skip deleted products: these indexes leave them out, so counts read the index alone.
    const shown = sql`${t.deletedAt} is null`;
    return [
      // Restricting a category's deletion looks up every product of it, deleted ones included.
      index('products_category_idx').on(t.categoryId),
      index('products_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(shown),
      // The back office's search reads location and barcode too, beside search_text (decision 014).
      index('products_staff_search_idx')
        .using('gin', sql`lower(${t.location}) gin_trgm_ops`, sql`lower(${t.barcode}) gin_trgm_ops`)
        .where(shown),
      // One index per storefront sort, alone and within a category (decision 014).
      index('products_shown_id_idx').on(t.id).where(shown),
      index('products_shown_name_idx').on(t.name, t.id).where(shown),
      index('products_shown_price_idx').on(t.price, t.id, t.status, t.name, t.rating).where(shown),
      index('products_shown_rating_idx').on(t.rating.desc().nullsLast(), t.id).where(shown),
      // The home page's best sellers, which fill the featured places staff left empty.
      index('products_shown_sold_idx').on(t.totalSold.desc(), t.id).where(shown),
      index('products_shown_category_id_idx').on(t.categoryId, t.id).where(shown),
      index('products_shown_category_name_idx').on(t.categoryId, t.name, t.id).where(shown),
      index('products_shown_category_price_idx')
        .on(t.categoryId, t.price, t.id, t.status, t.name, t.rating)
        .where(shown),
      index('products_shown_category_rating_idx').on(t.categoryId, t.rating.desc().nullsLast(), t.id).where(shown),
      check('products_stock_not_negative', sql`${t.stock} >= 0`),
      check('products_low_stock_threshold_not_negative', sql`${t.lowStockThreshold} >= 0`),
      check('products_sold_before_online_within_total', sql`${t.soldBeforeOnline} between 0 and ${t.totalSold}`),
      check('products_sale_unit_check', oneOf('sale_unit', SALE_UNITS)),
      check('products_handling_check', oneOf('handling', HANDLING_CLASSES)),
      check('products_status_check', oneOf('status', PRODUCT_STATUSES)),
    ];
  },
);

/** Slugs a product had before it was renamed: its old URLs redirect to the current one. */
export const productSlugHistory = pgTable('product_slug_history', {
  slug: text('slug').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    subtitle: text('subtitle').notNull(),
    subtitleEn: text('subtitle_en'),
    /** Markup, sanitized with an allow-list on the server before it is stored. */
    description: text('description').notNull(),
    descriptionEn: text('description_en'),
    buttonText: text('button_text').notNull(),
    buttonTextEn: text('button_text_en'),
    version: integer('version').notNull().default(1),
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
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('general_parameters_code_idx').on(t.paramCode)],
);

export const CATALOGUE_ENTITIES = ['product', 'category', 'banner', 'generalParameter'] as const;

/** Every staff write to the catalogue: who changed what, when, from which value to which (issue 10). */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: serial('id').primaryKey(),
    entity: text('entity', { enum: CATALOGUE_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    /** { field: [before, after] } for updates; the whole record for create and delete. */
    changes: jsonb('changes').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_changes_entity_idx').on(t.entity, t.entityId, t.changedAt)],
);

/**
 * The server processes that cache catalogue reads (decision 011): each heartbeats here and records the
 * last sync number it has processed, so a writer knows whom to wait for before answering.
 */
export const catalogueCachePeers = pgTable('catalogue_cache_peers', {
  id: text('id').primaryKey(),
  seenSync: bigint('seen_sync', { mode: 'number' }).notNull().default(0),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Numbers a writer's sync message after its commit; taken in time order, so a higher one was sent later. */
export const catalogueSyncSequence = pgSequence('catalogue_sync_seq');
