import type { FastifyPluginAsync } from 'fastify';
import shippingRoutes from './routes.ts';

export { readShippingSettings, seedShippingDefaults } from './settings-service.ts';

/** Shipping is the shop's to set (decision 041): the back office's settings; orders price from them. */
export const shippingModule: FastifyPluginAsync = async (app) => {
  await app.register(shippingRoutes);
};
