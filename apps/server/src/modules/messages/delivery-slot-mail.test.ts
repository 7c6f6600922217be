import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { insertOrder } from '../../test/fixtures.ts';
import { messageBody, messageContext } from './content.ts';

// The order e-mails name a live or fresh delivery's day and window (issue 27, decision 039).

const ctx = useTestApp();

async function addressOf(orderId: number, language: 'id' | 'en') {
  const message = { orderId, kind: 'orderReceived' as const, language, details: {} };
  const context = await messageContext(ctx.database.db, message, 'http://localhost');
  return messageBody(context!).sections[0]!.text;
}

describe('the delivery slot in the order e-mails', () => {
  it('writes the day and window under the address, in the message’s language, and nothing without one', async () => {
    const slotted = await insertOrder(ctx.database.db, {
      deliveryDate: '2026-12-05',
      deliveryWindow: '08-11',
      deliveryWindowLabel: '08.00-11.00 WIB',
    });
    expect(await addressOf(slotted.id, 'id')).toContain('Jadwal pengiriman: Sabtu, 5 Desember 2026, 08.00-11.00 WIB');
    expect((await addressOf(slotted.id, 'en')).at(-1)).toMatch(
      /^Delivery slot: Saturday,? 5 December 2026, 08\.00-11\.00 WIB$/,
    );
    const plain = await insertOrder(ctx.database.db);
    expect((await addressOf(plain.id, 'id')).join(' ')).not.toContain('Jadwal');
  });
});
