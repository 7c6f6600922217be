export * from './catalogue.ts';
export * from './contact.ts';
export * from './media.ts';
export * from './orders.ts';
export * from './staff.ts';
export * from './rate-limits.ts';
export * from './shop-setup.ts';
export * from './metrics.ts';
