export * from './api-error.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './money.ts';
export * from './pricing.ts';
export * from './product-status.ts';
export * from './slug.ts';
export * from './staff.ts';
