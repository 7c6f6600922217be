import type { FastifyPluginAsync } from 'fastify';
import contactMessageRoutes from './contact-messages-routes.ts';
import storefrontRoutes from './routes.ts';

/** The storefront's company pages and contact form, and the back office's inbox of its messages. */
export const companyModule: FastifyPluginAsync = async (app) => {
  await app.register(storefrontRoutes);
  await app.register(contactMessageRoutes);
};
