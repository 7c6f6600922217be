import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { can, canSeeCustomerData, CUSTOMER_DATA_FIELDS, STAFF_ROLES } from '@crabclaw/shared';
import { useTestApp } from '../../test/app.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { insertOrder } from '../../test/fixtures.ts';
import type { Access } from './guard.ts';

/**
 * The staff endpoints that return customers' personal data (issue 8, docs/personal-data.md). Every staff
 * GET is read by every role and its JSON walked; one that shows personal data to a role without
 * customers.personalData, or is missing here while it shows some to Owner or Admin, fails the test.
 */
const CUSTOMER_DATA_ENDPOINTS = [
  'GET /api/admin/dashboard',
  'GET /api/Orders',
  'GET /api/Orders/admin/daterange',
  'GET /api/Orders/admin/search',
  'GET /api/Orders/export.csv',
  'GET /api/Orders/export.xlsx',
  'GET /api/admin/customers',
];

// Details unlike anything else in the shop's answers: finding one under any key means it got out.
const BUYER = {
  customerFullName: 'Rahmawati Personalia',
  customerEmail: 'rahmawati.rahasia@contoh.id',
  customerPhone: '081299887766',
  address: 'Jl. Teluk Rahasia No. 7',
};
const BUYER_VALUES = Object.values(BUYER).map((value) => value.toLowerCase());
const PERSONAL_KEYS: readonly string[] = CUSTOMER_DATA_FIELDS;

/** JSON paths in `value` that hold personal data: a personal key with a value, or the buyer's details anywhere. */
function personalDataIn(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') {
    const text = value.toLowerCase();
    return BUYER_VALUES.some((detail) => text.includes(detail)) ? [path] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => personalDataIn(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = `${path}.${key}`;
    const found = personalDataIn(item, here);
    return PERSONAL_KEYS.includes(key) && item !== null && !found.includes(here) ? [here, ...found] : found;
  });
}

const ctx = useTestApp();

/** A staff answer as data to walk: JSON parsed, a workbook read as its cells' texts, any other text as it is. */
async function bodyOf(response: Awaited<ReturnType<typeof ctx.app.inject>>): Promise<unknown> {
  const type = response.headers['content-type'] ?? '';
  if (type.includes('json')) return response.json();
  if (!type.includes('spreadsheetml') || response.statusCode !== 200) return response.body;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return workbook.worksheets.flatMap((sheet) =>
    sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map((cell) => String(cell ?? '')) : [])),
  );
}

/** Every GET that needs a signed-in caller, with the access its guard declares. */
function staffReads(): Array<[string, Exclude<Access, 'public'>]> {
  return ctx.app.routeAccess.flatMap(({ method, url, access }) =>
    method === 'GET' && access !== 'public' ? [[`${method} ${url}`, access] as const] : [],
  );
}

type Outcome = 'refused' | 'personal data' | 'none';

describe('customers’ personal data', () => {
  it('reaches Owner and Admin through the listed endpoints and no other staff endpoint or role', async () => {
    const order = await insertOrder(ctx.database.db, { ...BUYER, orderNumber: 'CC-PRIVATE-1', lines: [] });
    const staff = new Map<string, SignedIn>();
    for (const role of STAFF_ROLES) staff.set(role, await signInAs(ctx.app, ctx.database.db, role));

    const endpoints = staffReads();
    const registered = endpoints.map(([endpoint]) => endpoint);
    expect(CUSTOMER_DATA_ENDPOINTS.filter((endpoint) => !registered.includes(endpoint))).toEqual([]);

    const outcomes: Record<string, Record<string, Outcome>> = {};
    const expected: Record<string, Record<string, Outcome>> = {};
    const leaks: Record<string, string[]> = {};
    for (const [endpoint, access] of endpoints) {
      // Ids point at the buyer's order, so a detail endpoint answers with it.
      const url = endpoint.split(' ')[1]!.replace(/:\w+/g, String(order.id));
      outcomes[endpoint] = {};
      expected[endpoint] = {};
      for (const role of STAFF_ROLES) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: staff.get(role)!.headers });
        expect(response.statusCode, `${endpoint} for ${role}: ${response.body}`).toBeLessThan(500);
        // A CSV export is walked as text, a workbook as its cells: the buyer's details found count too.
        const body = await bodyOf(response);
        const found = response.statusCode === 403 ? [] : personalDataIn(body);
        if (found.length > 0) leaks[`${endpoint} for ${role}`] = found;
        outcomes[endpoint][role] =
          response.statusCode === 403 ? 'refused' : found.length > 0 ? 'personal data' : 'none';

        const allowed = access === 'signedIn' || can(role, access);
        const shows = CUSTOMER_DATA_ENDPOINTS.includes(endpoint) && canSeeCustomerData(role);
        expected[endpoint][role] = !allowed ? 'refused' : shows ? 'personal data' : 'none';
      }
    }
    expect(outcomes, `personal data found: ${JSON.stringify(leaks, null, 2)}`).toEqual(expected);
  });
});
