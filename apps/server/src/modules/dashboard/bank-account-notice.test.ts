import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_NOTICE_DAYS } from '@crabclaw/shared';
import { generalParameters } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { bankAccountNotice } from './bank-account-notice.ts';

// Issue 23: a change of the bank accounts (008) is announced on every Owner's dashboard.

const ctx = useTestApp();
const notice = (staff: SignedIn) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/bank-account-change', headers: staff.headers });

async function changeBankAccounts(staff: SignedIn) {
  const [row] = await ctx.database.db
    .insert(generalParameters)
    .values({ paramCode: '008', paramName: 'Rekening bank', deskripsi: 'BCA 1234567890 a.n. PT Laut' })
    .returning();
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/general/${row!.id}`,
    headers: staff.headers,
    payload: { paramCode: '008', paramName: 'Rekening bank', deskripsi: 'BNI 0987654321 a.n. PT Lain', version: 1 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('GET /api/admin/dashboard/bank-account-change', () => {
  it('tells every Owner who changed the bank accounts and when', async () => {
    const [owner, otherOwner] = [
      await signInAs(ctx.app, ctx.database.db, 'Owner'),
      await signInAs(ctx.app, ctx.database.db, 'Owner'),
    ];
    expect((await notice(owner)).json()).toEqual({ change: null });
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    await changeBankAccounts(admin);
    for (const someOwner of [owner, otherOwner]) {
      const response = await notice(someOwner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ change: { changedBy: admin.username, changedAt: expect.any(String) } });
    }
  });

  it('tells other roles nothing, and nobody once the notice days are over', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    await changeBankAccounts(admin);
    expect((await notice(admin)).json()).toEqual({ change: null });
    const later = new Date(Date.now() + (BANK_ACCOUNT_NOTICE_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await bankAccountNotice(ctx.database.db, 'Owner', later)).toEqual({ change: null });
  });

  it('is not for visitors (401)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/bank-account-change' })).statusCode).toBe(
      401,
    );
  });
});
