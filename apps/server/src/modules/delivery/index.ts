import type { FastifyPluginAsync } from 'fastify';
import deliveryRoutes from './routes.ts';

export { holdDeliverySlot, releaseDeliverySlot, readDeliverySlotSettings } from './service.ts';

/** Delivery slots: the windows customers choose for live and fresh goods, and their capacity. */
export const deliveryModule: FastifyPluginAsync = async (app) => {
  await app.register(deliveryRoutes);
};
