import { beforeEach, describe, expect, it } from 'vitest';
import { can, STAFF_ROLES, type StaffRole } from '@crabclaw/shared';
import { useTestApp } from '../../test/app.ts';
import { OWN_ORIGIN } from '../../test/staff.ts';
import { createAccount } from '../accounts/index.ts';
import type { Access } from './guard.ts';
import { createSession } from './sessions.ts';
import { SESSION_COOKIE } from './cookie.ts';

/**
 * Every endpoint of the API and who may call it (issue 5). A route that is registered but missing here
 * fails the first test, so a new endpoint cannot ship without a decision about its access.
 */
const ENDPOINTS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/general': 'public',
  'GET /api/general/:id': 'public',
  'POST /api/general': 'settings.manage',
  'PUT /api/general/:id': 'settings.manage',
  'DELETE /api/general/:id': 'settings.manage',
  'GET /api/general/:id/changes': 'backOffice.read',
  'GET /api/CrabClawCategories': 'public',
  'GET /api/CrabClawCategories/with-product-count': 'public',
  'GET /api/CrabClawCategories/popular': 'public',
  'GET /api/CrabClawCategories/search': 'public',
  'GET /api/CrabClawCategories/slug/:slug': 'public',
  'GET /api/CrabClawCategories/:id': 'public',
  'GET /api/Product': 'public',
  'GET /api/Product/paginated': 'public',
  'GET /api/Product/featured': 'public',
  'GET /api/Product/by-slug/:categorySlug/:productSlug': 'public',
  'GET /api/Product/category/:id': 'public',
  'GET /api/Product/:id/related': 'public',
  'GET /api/Product/:id': 'public',
  'GET /api/Banner/active': 'public',
  'GET /api/Banner/:id': 'public',
  'GET /media/:id/:file': 'public',
  'GET /api/checkout/options': 'public',
  'GET /api/delivery/slots': 'public',
  'GET /api/admin/delivery-slots': 'settings.deliverySlots',
  'PUT /api/admin/delivery-slots': 'settings.deliverySlots',
  'POST /api/Orders/create': 'public',
  'POST /api/Orders/whatsapp': 'public',
  'POST /api/Orders/track': 'public',
  'GET /api/Orders/:id': 'public',
  'GET /api/Orders/:id/invoice': 'public',
  'PUT /api/Orders/:id/status': 'orders.updateStatus',
  'PUT /api/Orders/:id/shipment': 'orders.updateStatus',
  'PUT /api/Orders/:id/payment-status': 'orders.recordPayment',
  'PUT /api/Orders/:id/cancel': 'orders.manage',
  'DELETE /api/Orders/:id': 'orders.correct',
  'PUT /api/Orders/:id/restore': 'orders.correct',
  'POST /api/admin/orders': 'orders.manage',
  'GET /api/admin/orders/customers': 'orders.manage',
  'PUT /api/admin/orders/:id/lines': 'orders.manage',
  'POST /api/admin/orders/status': 'orders.updateStatus',
  'GET /api/admin/deliveries/:date': 'orders.read',
  'PUT /api/admin/orders/:id/delivery': 'orders.manage',
  'GET /api/Orders/:id/messages': 'customers.personalData',
  'POST /api/Orders/:id/messages/:messageId/resend': 'customers.personalData',
  'GET /api/admin/mail-status': 'orders.read',
  'GET /api/Orders/:id/payments': 'orders.read',
  'GET /api/admin/payment-gateway': 'settings.manage',
  'POST /api/payments/midtrans/notification': 'public',
  'POST /api/payments/orders/:id/start': 'public',
  'POST /api/payments/orders/:id/check': 'public',
  'GET /api/Orders': 'orders.read',
  'GET /api/Orders/admin/statistics': 'orders.read',
  'GET /api/Orders/admin/new-orders': 'orders.read',
  'GET /api/Orders/admin/status/:status': 'orders.read',
  'GET /api/Orders/admin/daterange': 'orders.read',
  'GET /api/Orders/admin/search': 'orders.read',
  'GET /api/Orders/export.csv': 'orders.read',
  'GET /api/Orders/export.xlsx': 'orders.read',
  'GET /api/general/late-transactions-today': 'orders.read',
  'GET /api/general/dashboard-summary': 'orders.read',
  'GET /api/general/kas': 'orders.read',
  'GET /api/general/channels': 'orders.read',
  'GET /api/general/summary-by-date/:date': 'orders.read',
  'GET /api/general/status-nominal-back': 'orders.read',
  'POST /api/contact': 'public',
  'GET /api/company/brochure': 'public',
  'GET /api/pages/:key': 'public',
  'PUT /api/pages/:key': 'content.manage',
  'POST /auth/login': 'public',
  'POST /auth/logout': 'public',
  'GET /auth/me': 'public',
  'GET /users/api/users': 'accounts.read',
  'POST /users/api/users/create': 'accounts.manage',
  'PUT /users/api/users/:id/status': 'accounts.manage',
  'PUT /users/api/users/:id/role': 'accounts.manage',
  'PUT /users/api/users/:id/password': 'accounts.manage',
  'PUT /users/api/users/me/password': 'signedIn',
  'GET /api/admin/dashboard': 'backOffice.read',
  'GET /api/admin/dashboard/bank-account-change': 'backOffice.read',
  'GET /api/admin/customers': 'customers.read',
  'GET /api/admin/contact-messages': 'contact.manage',
  'GET /api/admin/contact-messages/counts': 'contact.manage',
  'PUT /api/admin/contact-messages/:id/read': 'contact.manage',
  'PUT /api/admin/contact-messages/:id/handled': 'contact.manage',
  'GET /api/Banner': 'backOffice.read',
  'GET /api/Banner/by-type/:type': 'backOffice.read',
  'POST /api/Banner': 'catalogue.manage',
  'PUT /api/Banner/:id': 'catalogue.manage',
  'DELETE /api/Banner/:id': 'catalogue.manage',
  'PATCH /api/Banner/:id/toggle-status': 'catalogue.manage',
  'PATCH /api/Banner/:id/toggle-visibility': 'catalogue.manage',
  'PATCH /api/Banner/update-display-order': 'catalogue.manage',
  'GET /api/Product/admin': 'backOffice.read',
  'GET /api/Product/admin/:id': 'backOffice.read',
  'POST /api/Product': 'catalogue.manage',
  'PUT /api/Product/:id': 'catalogue.manage',
  'DELETE /api/Product/:id': 'catalogue.manage',
  'POST /api/Product/upload-image': 'catalogue.manage',
  'GET /api/Product/:id/image-url': 'public',
  'GET /api/CrabClawCategories/admin': 'backOffice.read',
  'GET /api/CrabClawCategories/admin/:id': 'backOffice.read',
  'POST /api/CrabClawCategories': 'catalogue.manage',
  'PUT /api/CrabClawCategories/:categoryID': 'catalogue.manage',
  'PATCH /api/CrabClawCategories/:id/status': 'catalogue.manage',
  'DELETE /api/CrabClawCategories/:id': 'catalogue.manage',
};

/** Paths that make up the API; other routes (the built web app's files) are pages and always public. */
const API_PREFIXES = ['/api/', '/auth/', '/users/', '/media/'];
/** The OpenAPI browser's own files. */
const DOCS_PREFIX = '/api/docs';

type Caller = 'anonymous' | StaffRole;
const CALLERS: Caller[] = ['anonymous', ...STAFF_ROLES];

function expectedOutcome(access: Access, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (access === 'signedIn') return 'allowed';
  return can(caller, access) ? 'allowed' : 403;
}

const ctx = useTestApp();

function registeredEndpoints(): Map<string, Access> {
  const endpoints = new Map<string, Access>();
  for (const { method, url, access } of ctx.app.routeAccess) {
    if (method === 'HEAD' || method === 'OPTIONS' || url.startsWith(DOCS_PREFIX)) continue;
    const partOfApi = API_PREFIXES.some((prefix) => url.startsWith(prefix));
    if (partOfApi || access !== 'public') endpoints.set(`${method} ${url}`, access);
  }
  return endpoints;
}

describe('the authorization table', () => {
  it('names every registered endpoint with the access its guard declares', () => {
    const registered = Object.fromEntries(registeredEndpoints());
    const missing = Object.keys(registered).filter((endpoint) => !(endpoint in ENDPOINTS));
    expect(missing, 'endpoints missing from ENDPOINTS in authorization.test.ts').toEqual([]);
    expect(registered).toEqual(ENDPOINTS);
  });

  describe('every endpoint answers each caller as the table says', () => {
    const userIds = new Map<StaffRole, number>();
    beforeEach(async () => {
      for (const role of STAFF_ROLES) {
        const account = await createAccount(ctx.database.db, {
          username: `akses-${role}`,
          password: 'rahasia-123',
          role,
        });
        userIds.set(role, account.id);
      }
    });

    // A fresh session per request: some endpoints (sign-out, password change) end the session they use.
    async function headersFor(caller: Caller): Promise<Record<string, string>> {
      if (caller === 'anonymous') return { origin: OWN_ORIGIN };
      const { token } = await createSession(ctx.database.db, userIds.get(caller)!);
      return { origin: OWN_ORIGIN, cookie: `${SESSION_COOKIE}=${token}` };
    }

    for (const [endpoint, access] of Object.entries(ENDPOINTS)) {
      it(`${endpoint} (${access})`, async () => {
        const [method, path] = endpoint.split(' ') as [string, string];
        // Ids that match nothing and empty bodies: an allowed caller gets 400 or 404 and changes nothing.
        const url = path.replace(/:\w+/g, '999999');
        const outcomes: Record<string, string | number> = {};
        const expected: Record<string, string | number> = {};
        for (const caller of CALLERS) {
          const response = await ctx.app.inject({
            method: method as 'GET',
            url,
            headers: await headersFor(caller),
            ...(method === 'GET' ? {} : { payload: {} }),
          });
          const status = response.statusCode;
          expect(status, `${caller}: ${response.body}`).toBeLessThan(500);
          outcomes[caller] = status === 401 || status === 403 ? status : 'allowed';
          expected[caller] = expectedOutcome(access, caller);
        }
        expect(outcomes).toEqual(expected);
      });
    }
  });
});
