import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { COMPRESS_FROM_BYTES } from '@crabclaw/shared';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import errors from './plugins/errors.ts';
import caseInsensitiveKeys from './plugins/case-insensitive-keys.ts';
import jsonBody from './plugins/json-body.ts';
import wellFormedText from './plugins/well-formed-text.ts';
import web from './plugins/web.ts';
import rateLimits from './plugins/rate-limits.ts';
import securityHeaders from './plugins/security-headers.ts';
import { loggerOptions, requestIdOf } from './plugins/logging.ts';
import metrics, { ShopMetrics } from './plugins/metrics.ts';
import { RequestLog } from './plugins/request-log.ts';
import { healthModule } from './modules/health/index.ts';
import { catalogueCache, catalogueModule } from './modules/catalogue/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { authModule, authPlugin } from './modules/auth/index.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { customersModule } from './modules/customers/index.ts';
import { ordersModule, paymentExpiryJob } from './modules/orders/index.ts';
import { deliveryModule } from './modules/delivery/index.ts';
import { companyModule } from './modules/company/index.ts';
import { mailWorker, messagesModule } from './modules/messages/index.ts';
import { pagesModule } from './modules/pages/index.ts';
import { seoModule } from './modules/seo/index.ts';
import { shippingModule } from './modules/shipping/index.ts';
import {
  midtransProvider,
  paymentReconcileJob,
  paymentsModule,
  type PaymentProvider,
} from './modules/payments/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    dbKind: DatabaseHandle['kind'];
    config: Config;
    /** The online payment gateway (Midtrans), or null when none is configured (issue 28). */
    paymentGateway: PaymentProvider | null;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Timers such as the payment expiry (default true); tests turn them off and run the jobs themselves. */
  backgroundJobs?: boolean;
}

/** A hop count trusts that many proxies nearest the shop (Fastify's types know only lists and functions). */
function trustedProxies(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Builds the whole app from its parts; main.ts and every integration test call this. */
export async function buildApp({ config, database, logger, backgroundJobs = true }: AppOptions) {
  const shopMetrics = config.METRICS_TOKEN ? new ShopMetrics() : undefined;
  const requestLog = new RequestLog(shopMetrics);
  // Catalogue writes settle the cached reads (in this process and the others) before they are answered;
  // cache hits are answered by the HTTP server before Fastify (decision 011).
  const catalogue = catalogueCache(database, {
    maxBytes: config.CATALOGUE_CACHE_MB * 1024 * 1024,
    trustsProxies: config.TRUST_PROXY !== undefined,
    observer: requestLog,
  });
  const app = Fastify({
    logger: logger ?? (await loggerOptions(config)),
    // One line per request from plugins/request-log.ts instead of Fastify's pair; ids from X-Request-Id when safe.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    // X-Forwarded-For is believed only from proxies the operator named (TRUST_PROXY); else request.ip is the peer.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // JSON bodies are small; a route that takes more (uploads) sets its own limit.
    bodyLimit: 1024 * 1024,
    // A slug is up to 200 characters (SlugParamSchema), as a 200-character name makes; the router's default of
    // 100 answered a long-named product's page and its by-slug read "no such endpoint".
    routerOptions: { maxParamLength: 200 },
    // A request not answered by then gets 503 (plugins/errors.ts): a stalled database must not hang clients.
    handlerTimeout: config.REQUEST_TIMEOUT_MS,
    serverFactory: catalogue.serverFactory as FastifyServerOptions['serverFactory'],
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', catalogue.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('paymentGateway', midtransProvider(config));

  await app.register(requestLog.plugin);
  await app.register(errors);
  await app.register(metrics, { metrics: shopMetrics });
  await app.register(jsonBody);
  await app.register(caseInsensitiveKeys);
  await app.register(wellFormedText);
  // Before the security headers (a hit repeats the ones they set) and compress (answers go precompressed).
  await app.register(catalogue.plugin);
  await app.register(securityHeaders);
  // Scripts, styles, JSON and pages travel compressed (brotli or gzip); pictures are already compressed.
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(rateLimits);
  await app.register(authPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CrabClaw shop API',
        version: '1.0.0',
        description:
          'Storefront and back-office API of the CrabClaw seafood shop. JSON keys are camelCase; query and body keys are also accepted in any letter case. ' +
          'The public catalogue reads (categories, products, active banners, general parameters) carry a strong ETag and Cache-Control: no-cache; ' +
          'send the ETag back in If-None-Match to get 304 Not Modified while the answer is unchanged.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // The modules, each registering its own routes (modules/<name>/index.ts).
  await app.register(healthModule);
  await app.register(catalogueModule);
  await app.register(mediaModule);
  await app.register(authModule);
  await app.register(accountsModule);
  await app.register(dashboardModule);
  await app.register(customersModule);
  await app.register(ordersModule);
  await app.register(deliveryModule);
  await app.register(shippingModule);
  await app.register(messagesModule);
  await app.register(paymentsModule);
  await app.register(companyModule);
  await app.register(pagesModule);
  await app.register(web);
  // After web: its pages are sent with reply.sendPage, which the web plugin provides.
  await app.register(seoModule);
  if (backgroundJobs) await app.register(paymentExpiryJob);
  if (backgroundJobs && app.paymentGateway) await app.register(paymentReconcileJob);
  // Without a mail server the order e-mails stay queued until one is configured (decision 031).
  if (backgroundJobs && config.SMTP_URL) await app.register(mailWorker);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
