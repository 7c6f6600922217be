import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_CHANNELS, PRODUCT_STATUSES, STAFF_ROLES } from '@crabclaw/shared';
import type { DatabaseHandle } from './client.ts';
import { resetDatabase, testDatabase } from '../test/database.ts';
import { insertCategory, insertOrder, insertProduct } from '../test/fixtures.ts';

/** A write the database refused for breaking `constraint` (23514: check_violation), as Drizzle passes it on. */
const brokenCheck = (constraint: string) =>
  expect.objectContaining({ cause: expect.objectContaining({ code: '23514', constraint }) });

// Raw SQL on purpose: the columns' TypeScript types already keep the app's own writes inside the lists.
describe('enumerated columns hold only the values of their shared list', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await testDatabase();
    await resetDatabase(database);
  });

  it('a product status: each of PRODUCT_STATUSES, nothing else', async () => {
    const { db } = database;
    const category = await insertCategory(db, { name: 'Kepiting' });
    const { id } = await insertProduct(db, { name: 'Kepiting Bakau', categoryId: category.id });
    for (const status of PRODUCT_STATUSES) {
      await db.execute(sql`update products set status = ${status} where id = ${id}`);
    }
    await expect(db.execute(sql`update products set status = ${'fresh'} where id = ${id}`)).rejects.toEqual(
      brokenCheck('products_status_check'),
    );
  });

  it('a staff role: each of STAFF_ROLES, nothing else', async () => {
    const { db } = database;
    for (const role of STAFF_ROLES) {
      await db.execute(sql`insert into staff_users (username, password_hash, role) values (${role}, 'x', ${role})`);
    }
    await expect(
      db.execute(sql`insert into staff_users (username, password_hash, role) values ('kasir', 'x', ${'Cashier'})`),
    ).rejects.toEqual(brokenCheck('staff_users_role_check'));
  });

  it('an order channel: each of ORDER_CHANNELS, nothing else', async () => {
    const { db } = database;
    const { id } = await insertOrder(db);
    for (const channel of ORDER_CHANNELS) {
      await db.execute(sql`update orders set channel = ${channel} where id = ${id}`);
    }
    await expect(db.execute(sql`update orders set channel = ${'fax'} where id = ${id}`)).rejects.toEqual(
      brokenCheck('orders_channel_check'),
    );
  });
});
